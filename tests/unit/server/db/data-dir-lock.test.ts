import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../../server/db/data-dir-lock.js';

describe('one Keel per embedded database folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'keel-lock-'));
  afterEach(() => rmSync(join(dir, 'keel.lock'), { force: true }));

  it('refuses a folder another running process holds, naming it', () => {
    writeFileSync(join(dir, 'keel.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by another Keel process (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that no longer runs, and releases it on close', () => {
    writeFileSync(join(dir, 'keel.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'keel.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(join(dir, 'keel.lock'))).toThrow();
  });
});
