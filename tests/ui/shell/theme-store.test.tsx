// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThemeStore, type ThemeStore } from '../../../runtime/shell/theme-store.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => { data.set(key, value); }),
    removeItem: vi.fn((key: string) => { data.delete(key); }),
  };
}

function storageEvent(key: string | null, newValue: string | null) {
  return new StorageEvent('storage', { key, newValue });
}

describe('theme store', () => {
  let store: ThemeStore | undefined;
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { store?.dispose(); vi.useRealTimers(); });

  it('is dark by default', () => {
    store = createThemeStore({ storage: memoryStorage(), key: 'keel_theme' });
    expect(store.get()).toBe('dark');
  });

  it('starts with the stored choice and ignores an invalid stored value', () => {
    expect(createThemeStore({ storage: memoryStorage({ keel_theme: 'light' }), key: 'keel_theme' }).get()).toBe('light');
    expect(createThemeStore({ storage: memoryStorage({ keel_theme: 'purple' }), key: 'keel_theme' }).get()).toBe('dark');
  });

  it('stores a change under the app-path key', () => {
    const storage = memoryStorage();
    store = createThemeStore({ storage, key: 'keel_theme' });
    expect(store.set('light')).toBe(true);
    expect(store.get()).toBe('light');
    expect(storage.data.get('keel_theme')).toBe('light');
  });

  it('ignores an invalid value', () => {
    const storage = memoryStorage();
    store = createThemeStore({ storage, key: 'keel_theme' });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.set('blue')).toBe(false);
    expect(store.set(undefined)).toBe(false);
    vi.advanceTimersByTime(100);
    expect(store.get()).toBe('dark');
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores a value equal to the current theme', () => {
    const storage = memoryStorage();
    store = createThemeStore({ storage, key: 'keel_theme' });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.set('dark')).toBe(false);
    vi.advanceTimersByTime(100);
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('toggle flips between dark and light', () => {
    store = createThemeStore({ storage: memoryStorage(), key: 'keel_theme' });
    store.toggle();
    expect(store.get()).toBe('light');
    store.toggle();
    expect(store.get()).toBe('dark');
  });

  it('reset returns to the default and removes the stored choice', () => {
    const storage = memoryStorage({ keel_theme: 'light' });
    store = createThemeStore({ storage, key: 'keel_theme' });
    store.reset();
    expect(store.get()).toBe('dark');
    expect(storage.data.has('keel_theme')).toBe(false);
  });

  it('honours a configured default', () => {
    const storage = memoryStorage();
    store = createThemeStore({ storage, key: 'keel_theme', defaultTheme: 'light' });
    expect(store.get()).toBe('light');
    store.toggle();
    store.reset();
    expect(store.get()).toBe('light');
  });

  it('debounces change notifications by 25 ms and reports only the last theme', () => {
    store = createThemeStore({ storage: memoryStorage(), key: 'keel_theme' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggle();
    store.toggle();
    store.toggle();
    vi.advanceTimersByTime(24);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('light');
  });

  it('applies a change from another window without storing it again', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    store = createThemeStore({ storage, key: 'keel_theme', events: events as unknown as Window });
    const listener = vi.fn();
    store.subscribe(listener);
    events.dispatchEvent(storageEvent('keel_theme', 'light'));
    expect(store.get()).toBe('light');
    expect(storage.setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(25);
    expect(listener).toHaveBeenCalledWith('light');
  });

  it('follows another window back to the default when it resets, without touching storage', () => {
    const storage = memoryStorage({ keel_theme: 'light' });
    const events = new EventTarget();
    store = createThemeStore({ storage, key: 'keel_theme', events: events as unknown as Window });
    events.dispatchEvent(storageEvent('keel_theme', null));
    expect(store.get()).toBe('dark');
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.removeItem).not.toHaveBeenCalled();
  });

  it('ignores other keys and invalid values from other windows', () => {
    const events = new EventTarget();
    store = createThemeStore({ storage: memoryStorage(), key: 'keel_theme', events: events as unknown as Window });
    events.dispatchEvent(storageEvent('other_theme', 'light'));
    events.dispatchEvent(storageEvent('keel_theme', 'sepia'));
    expect(store.get()).toBe('dark');
  });

  it('applyExternal neither stores nor accepts invalid values', () => {
    const storage = memoryStorage();
    store = createThemeStore({ storage, key: 'keel_theme' });
    expect(store.applyExternal('light')).toBe(true);
    expect(store.applyExternal('light')).toBe(false);
    expect(store.applyExternal('x')).toBe(false);
    expect(storage.setItem).not.toHaveBeenCalled();
  });
});
