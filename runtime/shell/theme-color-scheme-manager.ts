/** Lets Mantine's colour scheme follow the theme store (and only the store decides what is stored). */
import type { MantineColorSchemeManager } from '@mantine/core';
import type { ThemeStore } from './theme-store.js';

export function themeColorSchemeManager(store: ThemeStore): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => store.get(),
    // Mantine calls set() for its own changes and again when echoing ours; the store ignores repeats.
    set: (value) => { store.set(value); },
    subscribe: (onUpdate) => {
      unsubscribe?.();
      unsubscribe = store.subscribe(onUpdate);
    },
    unsubscribe: () => { unsubscribe?.(); unsubscribe = undefined; },
    clear: () => store.reset(),
  };
}
