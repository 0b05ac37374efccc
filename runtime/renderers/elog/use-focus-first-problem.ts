/**
 * After a refused save, takes the user to the first field in error: the message sits at the top of a long form and the
 * buttons at the bottom, so the field is scrolled to the middle of the screen and focused (else the alert is shown).
 */
import { useEffect, useState, type RefObject } from 'react';

/** Returns the function to call when a save was refused; the focus moves once the errors are on the screen. */
export function useFocusFirstProblem(root: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (!request) return undefined;
    // The form marks its fields in the render after the refusal: look after it.
    const timer = setTimeout(() => {
      const first = root.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.current?.querySelector<HTMLElement>('[role="alert"]');
      first?.scrollIntoView?.({ block: 'center' });
      first?.focus({ preventScroll: true });
    });
    return () => clearTimeout(timer);
  }, [request, root]);
  return () => setRequest((n) => n + 1);
}
