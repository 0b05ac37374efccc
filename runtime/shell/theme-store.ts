/**
 * The theme (SPEC §4 "Theme"): dark or light, dark by default, stored under "<app path>_theme".
 * Framework-free: Mantine reads it through {@link themeColorSchemeManager}.
 */
export const themes = ['dark', 'light'] as const;
export type Theme = (typeof themes)[number];

export const defaultTheme: Theme = 'dark';
/** SPEC §9: theme-change notifications are debounced by 25 ms. */
export const themeChangeDebounceMs = 25;

export function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

export interface ThemeStore {
  get(): Theme;
  /** Applies a theme chosen here and stores it; false when ignored (invalid or unchanged). */
  set(value: unknown): boolean;
  /** Flips between dark and light. */
  toggle(): void;
  /** Returns to the default and forgets the stored choice. */
  reset(): void;
  /** Applies a change made in another window: neither stored again nor re-broadcast. */
  applyExternal(value: unknown): boolean;
  /** Listens to theme changes (debounced); returns the unsubscribe function. */
  subscribe(listener: (theme: Theme) => void): () => void;
  /** Stops listening to other windows and drops pending notifications. */
  dispose(): void;
}

export interface ThemeStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  key: string;
  defaultTheme?: Theme;
  debounceMs?: number;
  /** Where `storage` events from other windows arrive; omit to ignore other windows. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export function createThemeStore(options: ThemeStoreOptions): ThemeStore {
  const { storage, key, events } = options;
  const fallback = options.defaultTheme ?? defaultTheme;
  const debounceMs = options.debounceMs ?? themeChangeDebounceMs;
  const stored = readStored(storage, key);
  let current: Theme = stored ?? fallback;
  const listeners = new Set<(theme: Theme) => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const notify = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      for (const listener of [...listeners]) listener(current);
    }, debounceMs);
  };

  const change = (value: unknown, persist: boolean): boolean => {
    if (!isTheme(value) || value === current) return false;
    current = value;
    if (persist) writeStored(storage, key, value);
    notify();
    return true;
  };

  const onStorage = (event: Event) => {
    const { key: changedKey, newValue } = event as StorageEvent;
    if (changedKey !== key && changedKey !== null) return;
    // Another window removed its choice (reset) or cleared the storage: follow it to the default.
    change(newValue === null ? fallback : newValue, false);
  };
  events?.addEventListener('storage', onStorage);

  return {
    get: () => current,
    set: (value) => change(value, true),
    toggle: () => { change(current === 'dark' ? 'light' : 'dark', true); },
    reset: () => {
      try { storage.removeItem(key); } catch { /* storage unavailable: nothing stored */ }
      change(fallback, false);
    },
    applyExternal: (value) => change(value, false),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    dispose: () => {
      events?.removeEventListener('storage', onStorage);
      if (timer !== undefined) clearTimeout(timer);
      listeners.clear();
    },
  };
}

function readStored(storage: ThemeStoreOptions['storage'], key: string): Theme | undefined {
  try {
    const value = storage.getItem(key);
    return isTheme(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(storage: ThemeStoreOptions['storage'], key: string, value: Theme): void {
  try { storage.setItem(key, value); } catch { /* private mode or quota: the choice lasts this page only */ }
}
