/**
 * Unsaved edits are not lost by accident: switching descriptors asks first, so does leaving the
 * designer (router navigation, back/forward) and closing or reloading the tab (the browser's own prompt).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { confirmAction } from '../confirm-action.js';

export interface UnsavedGuard {
  /** Runs the action at once, or after the user agreed to discard the edits. */
  guard(action: () => void): void;
  /** Marks the next navigation as the designer's own (already guarded). */
  allowNextNavigation(): void;
}

export function useUnsavedGuard(hasUnsavedChanges: boolean): UnsavedGuard {
  const { t } = useTranslation();
  const dirty = useRef(hasUnsavedChanges);
  dirty.current = hasUnsavedChanges;
  const isOwnNavigation = useRef(false);

  const confirmDiscard = useCallback(() => confirmAction({
    title: t('designer.unsaved.title'), message: t('designer.unsaved.message'),
    confirmLabel: t('designer.unsaved.discard'), cancelLabel: t('designer.unsaved.keep'),
  }), [t]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (isOwnNavigation.current) { isOwnNavigation.current = false; return false; }
    return dirty.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  });

  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard().then((isDiscarded) => (isDiscarded ? blockerRef.current.proceed?.() : blockerRef.current.reset?.()));
  }, [blocker.state, confirmDiscard]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => { event.preventDefault(); };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const guard = useCallback((action: () => void) => {
    if (!dirty.current) { action(); return; }
    void confirmDiscard().then((isDiscarded) => { if (isDiscarded) action(); });
  }, [confirmDiscard]);

  return { guard, allowNextNavigation: () => { isOwnNavigation.current = true; } };
}
