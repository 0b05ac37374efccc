/**
 * The session token, kept in localStorage so every tab of this deployment shares one session.
 * Changes made by other tabs arrive as `storage` events and are passed to the subscribers.
 */
export interface TokenStore {
  get(): string | undefined;
  /** Stores a token; `viaSso` remembers that the session came from single sign-on. */
  set(token: string, viaSso?: boolean): void;
  /** Keeps the current single sign-on flag (used for reply-token refreshes). */
  replace(token: string): void;
  clear(): void;
  isSso(): boolean;
  /** Called when another tab changed or removed the token. */
  subscribe(listener: (token: string | undefined) => void): () => void;
  /** Called on every change of the token, in this tab or another (the socket re-authenticates with it). */
  watch(listener: (token: string | undefined) => void): () => void;
}

export interface TokenStoreOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  key: string;
  events?: Pick<Window, 'addEventListener'>;
}

export function createTokenStore({ storage, key, events }: TokenStoreOptions): TokenStore {
  const ssoKey = `${key}_sso`;
  const listeners = new Set<(token: string | undefined) => void>();
  const watchers = new Set<(token: string | undefined) => void>();
  const announce = () => {
    const token = read(key) || undefined;
    for (const watcher of [...watchers]) watcher(token);
  };
  const read = (k: string) => { try { return storage.getItem(k) ?? undefined; } catch { return undefined; } };
  const write = (k: string, v: string | undefined) => {
    try { if (v === undefined) storage.removeItem(k); else storage.setItem(k, v); } catch { /* storage unavailable */ }
  };
  events?.addEventListener('storage', (event) => {
    const changed = (event as StorageEvent).key;
    if (changed !== key && changed !== null) return;
    const token = read(key);
    for (const listener of [...listeners]) listener(token);
    announce();
  });
  return {
    get: () => read(key) || undefined,
    set: (token, viaSso = false) => { write(ssoKey, viaSso ? '1' : undefined); write(key, token); announce(); },
    replace: (token) => { write(key, token); announce(); },
    clear: () => { write(key, undefined); write(ssoKey, undefined); announce(); },
    isSso: () => read(ssoKey) === '1',
    subscribe: (listener) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    watch: (watcher) => {
      watchers.add(watcher);
      return () => { watchers.delete(watcher); };
    },
  };
}
