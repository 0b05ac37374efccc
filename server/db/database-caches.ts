/**
 * Reads kept in memory per database (a session, a user's principal, the app parameters) and dropped when a writer
 * says what changed: at once on this instance after the writer's commit, and on every other instance through the
 * cluster bus (server/app.ts plugs the announcement in). A read that began before a drop is not kept, so a reader
 * racing a writer never keeps the old value. Entries also age out (`maxAgeMs`): the backstop for a change made outside
 * Keel, such as an operator's SQL. What is kept is shared by every request, so it is frozen: a reader that mutated it
 * would change every later answer, and fails at once instead.
 */
import { afterCommit, outsideTransaction, type Db } from './engine.js';

/** What changed: some keys of a cache, or all of it. */
export interface CacheChange {
  cache: string;
  keys?: string[];
}

interface CacheState {
  entries: Map<string, { value: unknown; keptAt: number }>;
  /** Counts drops: a load keeps its value only when no drop came while it ran. */
  generation: number;
}

const states = new WeakMap<Db, Map<string, CacheState>>();
const announcers = new WeakMap<Db, (change: CacheChange) => void>();

function stateOf(db: Db, cache: string): CacheState {
  let caches = states.get(db);
  if (!caches) states.set(db, (caches = new Map()));
  let state = caches.get(cache);
  if (!state) caches.set(cache, (state = { entries: new Map(), generation: 0 }));
  return state;
}

/** Tells the other instances what this one's writers changed (the app publishes it on the cluster bus). */
export function plugCacheAnnouncements(db: Db, announce: (change: CacheChange) => void): void {
  announcers.set(db, announce);
}

/** Drops what another instance (or this one, through the bus) said changed; nothing is announced again. */
export function dropCached(db: Db, changes: readonly CacheChange[]): void {
  for (const { cache, keys } of changes) {
    const state = stateOf(db, cache);
    state.generation++;
    if (keys) for (const key of keys) state.entries.delete(key);
    else state.entries.clear();
  }
}

export interface DatabaseCache<V> {
  /** The kept value, or what `load` answers (kept unless undefined or a drop came meanwhile). Inside a transaction, always `load`. */
  read<L extends V | undefined>(db: Db, key: string, load: () => Promise<L>): Promise<V | L>;
  /** Drops the keys (all when none are named) here after the commit of `db`'s transaction, and announces it to the other instances. */
  forget(db: Db, keys?: readonly string[]): void;
}

export function databaseCache<V>(cache: string, limits: { maxEntries: number; maxAgeMs: number }): DatabaseCache<V> {
  return {
    async read(db, key, load) {
      const root = outsideTransaction(db);
      if (!root) return load();
      const state = stateOf(root, cache);
      const kept = state.entries.get(key);
      const now = Date.now();
      if (kept && now - kept.keptAt < limits.maxAgeMs) return kept.value as V;
      const generation = state.generation;
      const value = await load();
      if (value !== undefined && state.generation === generation) {
        deepFreeze(value);
        state.entries.delete(key);
        state.entries.set(key, { value, keptAt: now });
        if (state.entries.size > limits.maxEntries) state.entries.delete(state.entries.keys().next().value!);
      }
      return value;
    },
    forget(db, keys) {
      if (keys && keys.length === 0) return;
      const change: CacheChange = keys ? { cache, keys: [...keys] } : { cache };
      afterCommit(db, (root) => {
        dropCached(root, [change]);
        announcers.get(root)?.(change);
      });
    },
  };
}

/** Freezes plain objects, arrays and the values of maps, all the way down. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  if (value instanceof Map) {
    for (const item of value.values()) deepFreeze(item);
    return;
  }
  Object.freeze(value);
  if (value instanceof Date) return;
  for (const item of Object.values(value)) deepFreeze(item);
}
