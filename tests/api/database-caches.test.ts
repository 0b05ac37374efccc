/** Reads kept in memory per database: dropped after the writer's commit, never kept from a read that raced a drop. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCache, dropCached, plugCacheAnnouncements, type CacheChange } from '../../server/db/database-caches.js';
import { inTransaction, type Database } from '../../server/db/engine.js';
import { openTestDatabase } from '../support/test-app.js';

describe('database caches', () => {
  let database: Database;
  const announced: CacheChange[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    plugCacheAnnouncements(database.db, (change) => announced.push(change));
  });
  afterAll(async () => { await database.close(); });

  it('answers a kept value without loading again, and loads afresh once the key is forgotten', async () => {
    const cache = databaseCache<string>('test-kept', { maxEntries: 10, maxAgeMs: 60_000 });
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.read(database.db, 'a', load)).toBe('value 1');
    expect(await cache.read(database.db, 'a', load)).toBe('value 1');
    cache.forget(database.db, ['a']);
    expect(await cache.read(database.db, 'a', load)).toBe('value 2');
    expect(announced).toContainEqual({ cache: 'test-kept', keys: ['a'] });
  });

  it('does not keep what a read loaded while the key was forgotten', async () => {
    const cache = databaseCache<string>('test-race', { maxEntries: 10, maxAgeMs: 60_000 });
    let release!: () => void;
    const slow = cache.read(database.db, 'a', () => new Promise<string>((resolve) => { release = () => resolve('old'); }));
    cache.forget(database.db, ['a']);
    release();
    expect(await slow).toBe('old');
    expect(await cache.read(database.db, 'a', async () => 'new')).toBe('new');
  });

  it('forgets after the commit of the writer\'s transaction, and not at all when it rolls back', async () => {
    const cache = databaseCache<string>('test-commit', { maxEntries: 10, maxAgeMs: 60_000 });
    await cache.read(database.db, 'a', async () => 'before');
    await inTransaction(database.db, async (tx) => {
      cache.forget(tx, ['a']);
      // A reader outside the transaction still sees the committed value, and the kept one is still good.
      expect(await cache.read(database.db, 'a', async () => 'reloaded too early')).toBe('before');
    });
    expect(await cache.read(database.db, 'a', async () => 'after')).toBe('after');
    await expect(inTransaction(database.db, async (tx) => {
      cache.forget(tx, ['a']);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await cache.read(database.db, 'a', async () => 'reloaded needlessly')).toBe('after');
  });

  it('drops what another instance announced, and keeps no more than its bound', async () => {
    const cache = databaseCache<number>('test-bound', { maxEntries: 2, maxAgeMs: 60_000 });
    for (const key of ['a', 'b', 'c']) await cache.read(database.db, key, async () => 1);
    expect(await cache.read(database.db, 'a', async () => 2)).toBe(2);
    dropCached(database.db, [{ cache: 'test-bound' }]);
    expect(await cache.read(database.db, 'c', async () => 3)).toBe(3);
  });

  it('freezes what it keeps: a reader that changed a kept value would change every later answer', async () => {
    const cache = databaseCache<{ rows: Array<{ code: string }>; byCode: Map<string, { code: string }> }>('test-frozen', { maxEntries: 10, maxAgeMs: 60_000 });
    const row = { code: 'A' };
    const kept = (await cache.read(database.db, 'k', async () => ({ rows: [row], byCode: new Map([['A', row]]) })))!;
    expect(() => { kept.rows.push({ code: 'B' }); }).toThrow(TypeError);
    expect(() => { kept.byCode.get('A')!.code = 'changed'; }).toThrow(TypeError);
    expect((await cache.read(database.db, 'k', async () => undefined))!.rows).toEqual([{ code: 'A' }]);
  });
});
