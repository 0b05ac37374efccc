import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAuditKey, rotateAuditKey } from '../../../../../server/modules/elog/audit-key.js';

describe('the logbook audit key folder', () => {
  let folder: string;
  beforeEach(() => { folder = join(mkdtempSync(join(tmpdir(), 'keel-audit-key-unit-')), 'audit-keys'); });
  afterEach(() => { rmSync(join(folder, '..'), { recursive: true, force: true }); });

  it('creates a private key readable only by its owner on first load, and loads the same key again', async () => {
    const first = await loadAuditKey(folder);
    expect(readFileSync(join(folder, 'audit-key.pem'), 'utf8')).toContain('BEGIN PRIVATE KEY');
    expect(statSync(join(folder, 'audit-key.pem')).mode & 0o777).toBe(0o600);
    const again = await loadAuditKey(folder);
    expect(again.keyId).toBe(first.keyId);
    expect(await again.verify(first.keyId, 'seal', first.sign('seal'))).toBe('valid');
    expect(await again.verify(first.keyId, 'another seal', first.sign('seal'))).toBe('invalid');
    expect(await again.verify('0'.repeat(32), 'seal', first.sign('seal'))).toBe('unknownKey');
  });

  it('ends with one key when two servers start on an empty folder at once', async () => {
    const [a, b] = await Promise.all([loadAuditKey(folder), loadAuditKey(folder)]);
    expect(a.keyId).toBe(b.keyId);
  });

  it('never lets a server starting beside another read a half-written key, and leaves only the key behind', async () => {
    const loaded = await Promise.all(Array.from({ length: 8 }, () => loadAuditKey(folder)));
    expect(new Set(loaded.map((key) => key.keyId)).size).toBe(1);
    expect(readdirSync(folder)).toEqual(['audit-key.pem']);
  });

  it('rotates: the new key signs, the old one is kept as a public key only and its signatures still verify', async () => {
    const before = await loadAuditKey(folder);
    const oldSignature = before.sign('day 1');
    const { retiredKeyId, keyId } = await rotateAuditKey(folder);
    expect(retiredKeyId).toBe(before.keyId);
    expect(keyId).not.toBe(before.keyId);
    const retired = readdirSync(join(folder, 'retired'));
    expect(retired).toEqual([`${before.keyId}.pem`]);
    expect(readFileSync(join(folder, 'retired', retired[0]), 'utf8')).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(readdirSync(folder).sort()).toEqual(['audit-key.pem', 'retired']);

    const after = await loadAuditKey(folder);
    expect(after.keyId).toBe(keyId);
    expect(await after.verify(before.keyId, 'day 1', oldSignature)).toBe('valid');
    // A server loaded before the rotation learns the new public key from the folder.
    expect(await before.verify(keyId, 'day 2', after.sign('day 2'))).toBe('valid');
  });

  it('refuses a key file that is not an Ed25519 key, and a rotation where there is no key', async () => {
    await expect(rotateAuditKey(folder)).rejects.toThrow(/no audit key/);
    await loadAuditKey(folder);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(join(folder, 'audit-key.pem'), privateKey.export({ type: 'pkcs8', format: 'pem' }));
    await expect(loadAuditKey(folder)).rejects.toThrow(/must be Ed25519/);
  });
});
