/**
 * The installation's logbook audit key (Ed25519). Whoever can write to the database can recompute the SHA-256 audit
 * chain, but not sign its new head: the key therefore lives in a folder outside the database, never in a table.
 * The folder holds `audit-key.pem` (the current private key, mode 0600) and `retired/<key id>.pem` (public keys of
 * earlier keys, kept so that seals made before a rotation still verify). docs/operations.md "Audit keys".
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const privateKeyFile = 'audit-key.pem';
const retiredFolder = 'retired';
/** Written once the chains that predate the folder's first key were sealed (audit-seals.ts sealExistingChains). */
const existingChainsMarker = 'existing-chains-sealed';

export type SignatureCheck = 'valid' | 'invalid' | 'unknownKey';

export interface AuditKey {
  /** fingerprint of the current public key, stored beside every seal it makes */
  keyId: string;
  folder: string;
  /** The Ed25519 signature of the text with the current private key, base64. */
  sign(text: string): string;
  /** Checks a signature with the public key of that id, current or retired. */
  verify(keyId: string, text: string, signature: string): Promise<SignatureCheck>;
}

/** The key id: the first 128 bits of SHA-256 over the public key's DER form, in hex. */
export function keyIdOf(publicKey: KeyObject): string {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('hex').slice(0, 32);
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

async function readPrivateKey(path: string): Promise<KeyObject> {
  const key = createPrivateKey(await readFile(path));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${path} holds a ${key.asymmetricKeyType} key; the audit key must be Ed25519`);
  return key;
}

const privatePem = (key: KeyObject) => key.export({ type: 'pkcs8', format: 'pem' }) as string;

/** The current private key, created when the folder has none (exclusively: of two servers starting at once, one key wins). */
async function readOrCreatePrivateKey(folder: string): Promise<KeyObject> {
  const path = join(folder, privateKeyFile);
  try {
    return await readPrivateKey(path);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw new Error(`Cannot read the audit key ${path}: ${(error as Error).message}`, { cause: error });
  }
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  // Written whole under a name of its own, then linked into place: a server starting beside this one never reads a
  // half-written key file, and link fails when the other one's key is already there.
  const written = `${path}.${process.pid}.${randomUUID()}`;
  await writeFile(written, privatePem(privateKey), { flag: 'wx', mode: 0o600 });
  try {
    await link(written, path);
    return privateKey;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return readPrivateKey(path);
    throw error;
  } finally {
    await unlink(written);
  }
}

/** Every public key the folder knows, by id: the current key's and the retired ones (ids computed, file names not trusted). */
async function readPublicKeys(folder: string): Promise<Map<string, KeyObject>> {
  const keys = new Map<string, KeyObject>();
  const current = createPublicKey(await readPrivateKey(join(folder, privateKeyFile)));
  keys.set(keyIdOf(current), current);
  const retired = join(folder, retiredFolder);
  const names = await readdir(retired).catch((error) => (errorCode(error) === 'ENOENT' ? [] : Promise.reject(error)));
  for (const name of names.filter((n) => n.endsWith('.pem'))) {
    try {
      const key = createPublicKey(await readFile(join(retired, name)));
      keys.set(keyIdOf(key), key);
    } catch (error) {
      throw new Error(`Cannot read the retired audit key ${join(retired, name)}: ${(error as Error).message}`, { cause: error });
    }
  }
  return keys;
}

/** Loads the folder's key (creating it on the first start) and the retired public keys beside it. */
export async function loadAuditKey(folder: string): Promise<AuditKey> {
  const privateKey = await readOrCreatePrivateKey(folder);
  const keyId = keyIdOf(createPublicKey(privateKey));
  let known = await readPublicKeys(folder);
  return {
    keyId,
    folder,
    sign: (text) => sign(null, Buffer.from(text), privateKey).toString('base64'),
    async verify(id, text, signature) {
      // A key rotated since this server started (here or by another instance) is read from the folder on first sight.
      if (!known.has(id)) known = await readPublicKeys(folder).catch(() => known);
      const key = known.get(id);
      if (!key) return 'unknownKey';
      try {
        return verify(null, Buffer.from(text), key, Buffer.from(signature, 'base64')) ? 'valid' : 'invalid';
      } catch {
        return 'invalid';
      }
    },
  };
}

/**
 * Makes a new key current: the old public key is kept in `retired/` first, then the new private key replaces the
 * old one in one rename, so the old private key is gone and no moment exists without a readable key.
 */
export async function rotateAuditKey(folder: string): Promise<{ retiredKeyId: string; keyId: string }> {
  const path = join(folder, privateKeyFile);
  const old = await readPrivateKey(path).catch((error) => {
    if (errorCode(error) === 'ENOENT') throw new Error(`There is no audit key in ${folder} to rotate: Keel creates one when it first starts.`);
    throw error;
  });
  const oldPublic = createPublicKey(old);
  const retiredKeyId = keyIdOf(oldPublic);
  await mkdir(join(folder, retiredFolder), { recursive: true, mode: 0o755 });
  await writeFile(join(folder, retiredFolder, `${retiredKeyId}.pem`), oldPublic.export({ type: 'spki', format: 'pem' }), { mode: 0o644 });
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, privatePem(privateKey), { flag: 'wx', mode: 0o600 });
  await rename(temporary, path);
  return { retiredKeyId, keyId: keyIdOf(publicKey) };
}

/** Whether the chains written before this folder's first key have been sealed (done once per key folder). */
export async function hasSealedExistingChains(folder: string): Promise<boolean> {
  return readFile(join(folder, existingChainsMarker)).then(() => true, (error) => {
    if (errorCode(error) === 'ENOENT') return false;
    throw error;
  });
}

export async function markExistingChainsSealed(folder: string, chains: number, at = new Date()): Promise<void> {
  await writeFile(join(folder, existingChainsMarker), `${JSON.stringify({ sealedAt: at.toISOString(), chains })}\n`, { mode: 0o644 });
}
