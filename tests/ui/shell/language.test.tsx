// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { pickLanguage } from '../../../runtime/shell/language.js';
import { createLanguageStore } from '../../../runtime/shell/language-store.js';

describe('language pick', () => {
  it('prefers a valid stored choice', () => {
    expect(pickLanguage('ru', ['en-GB'])).toBe('ru');
  });

  it('uses the browser language when it is en or ru', () => {
    expect(pickLanguage(null, ['ru-RU', 'en-US'])).toBe('ru');
    expect(pickLanguage(null, ['de-DE', 'en-GB'])).toBe('en');
    expect(pickLanguage('fr', ['ru'])).toBe('ru');
  });

  it('falls back to en', () => {
    expect(pickLanguage(null, ['de-DE', 'fr'])).toBe('en');
    expect(pickLanguage(undefined, [])).toBe('en');
  });
});

describe('language store', () => {
  it('stores a switch and notifies at once; invalid or unchanged values are ignored', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { data.set(k, v); } };
    const store = createLanguageStore({ storage, key: 'keel_language', browserLanguages: ['en-US'] });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBe('en');
    expect(store.set('ru')).toBe(true);
    expect(store.get()).toBe('ru');
    expect(data.get('keel_language')).toBe('ru');
    expect(listener).toHaveBeenCalledWith('ru');
    expect(store.set('ru')).toBe(false);
    expect(store.set('de')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('sets the document language', () => {
    const storage = { getItem: () => 'ru', setItem: () => undefined };
    createLanguageStore({ storage, key: 'keel_language', browserLanguages: [], document });
    expect(document.documentElement.lang).toBe('ru');
  });
});
