/** React views of the framework-free stores. */
import { useSyncExternalStore } from 'react';
import type { Language } from './language.js';
import type { MenuMode } from './menu-mode.js';
import { languageStore, menuModeStore, sessionStore, themeStore } from './services.js';
import type { SessionState } from './session-store.js';
import type { Theme } from './theme-store.js';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

/** The theme as the UI shows it (follows the store's debounced notifications). */
export function useTheme(): Theme {
  return useSyncExternalStore(themeStore.subscribe, themeStore.get);
}

export function useLanguage(): Language {
  return useSyncExternalStore(languageStore.subscribe, languageStore.get);
}

export function useMenuMode(): MenuMode {
  return useSyncExternalStore(menuModeStore.subscribe, menuModeStore.get);
}
