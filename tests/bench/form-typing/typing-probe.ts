/**
 * In the page: the time of each keystroke, from its keydown (a capturing listener on the window, before any of the
 * page's own) to the end of the next frame after its input event — a requestAnimationFrame callback requested at the
 * input event, then a zero time-out from it, which runs once that frame's style, layout and paint are done. React
 * handles an input event as a discrete event and renders and commits in a microtask before the event reaches the
 * window, so that frame shows the new value; the script part is keydown to a microtask after the input event has
 * reached the window (bubbling). The bench reads `window.typingProbe` through Playwright.
 */
export interface KeystrokeSample { frameMs: number; scriptMs: number }

export interface TypingProbe {
  samples: KeystrokeSample[];
  /** What the form's owner last got from onChange: the typed field's value. */
  typedValue?: unknown;
  /** Resolves once `count` keystrokes are measured (no polling, which would add work to the page). */
  whenMeasured(count: number): Promise<void>;
}

declare global {
  interface Window { typingProbe: TypingProbe }
}

export function installTypingProbe(): TypingProbe {
  let waiting: { count: number; resolve: () => void } | undefined;
  const samples: KeystrokeSample[] = [];
  const probe: TypingProbe = {
    samples,
    whenMeasured: (count) => new Promise((resolve) => {
      if (samples.length >= count) resolve();
      else waiting = { count, resolve };
    }),
  };
  window.typingProbe = probe;
  let keyDownAt: number | undefined;
  let began = 0;
  let scriptMs = Number.NaN;
  window.addEventListener('keydown', (event) => { if (event.isTrusted) keyDownAt = performance.now(); }, true);
  window.addEventListener('input', () => {
    if (keyDownAt === undefined) return;
    began = keyDownAt;
    keyDownAt = undefined;
    scriptMs = Number.NaN;
    requestAnimationFrame(() => setTimeout(() => {
      samples.push({ frameMs: performance.now() - began, scriptMs });
      if (waiting && samples.length >= waiting.count) {
        waiting.resolve();
        waiting = undefined;
      }
    }, 0));
  }, true);
  window.addEventListener('input', () => queueMicrotask(() => { scriptMs = performance.now() - began; }));
  return probe;
}
