/**
 * Navigation menu modes (SPEC §2, §3 "Menu modes"): static or overlay, chosen by the user and stored;
 * at 1024 px wide or less the menu is always the mobile one.
 */
export const menuModes = ['static', 'overlay'] as const;
export type MenuMode = (typeof menuModes)[number];
export type EffectiveMenuMode = MenuMode | 'mobile';

/** SPEC §9: the mobile breakpoint. */
export const mobileBreakpointPx = 1024;
export const mobileMediaQuery = `(max-width: ${mobileBreakpointPx}px)`;

/** The mode in force at a window width: mobile at ≤ 1024 px, else the chosen one. */
export function effectiveMenuMode(mode: MenuMode, windowWidth: number): EffectiveMenuMode {
  return windowWidth <= mobileBreakpointPx ? 'mobile' : mode;
}

/** True when the menu floats over the page and a click outside hides it. */
export function isFloatingMenu(mode: EffectiveMenuMode): boolean {
  return mode !== 'static';
}

export interface MenuModeStore {
  get(): MenuMode;
  set(mode: MenuMode): void;
  subscribe(listener: () => void): () => void;
}

export function createMenuModeStore(options: { storage: Pick<Storage, 'getItem' | 'setItem'>; key: string }): MenuModeStore {
  let stored: string | null = null;
  try { stored = options.storage.getItem(options.key); } catch { /* storage unavailable */ }
  let mode: MenuMode = stored === 'overlay' ? 'overlay' : 'static';
  const listeners = new Set<() => void>();
  return {
    get: () => mode,
    set: (next) => {
      if (next === mode || !(menuModes as readonly string[]).includes(next)) return;
      mode = next;
      try { options.storage.setItem(options.key, next); } catch { /* lasts this page only */ }
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}
