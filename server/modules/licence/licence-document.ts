/** The licence file: which modules a licensee may use until when, signed with Ed25519. */
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { z } from 'zod';
import { moduleNames } from '../../../descriptors/lib/modules.js';

export const LicenceDocument = z.object({
  licensee: z.string().min(1).max(200),
  issuedAt: z.iso.date(),
  modules: z.array(z.object({ module: z.enum(moduleNames as [string, ...string[]]), validUntil: z.iso.date() })).min(1),
  signature: z.string().min(1),
});
export type LicenceDocument = z.infer<typeof LicenceDocument>;

/** The bytes that are signed: the document without its signature, keys sorted. */
function signedBytes(document: Omit<LicenceDocument, 'signature'>): Buffer {
  const canonical = JSON.stringify({
    licensee: document.licensee,
    issuedAt: document.issuedAt,
    modules: [...document.modules].sort((a, b) => a.module.localeCompare(b.module)).map((m) => ({ module: m.module, validUntil: m.validUntil })),
  });
  return Buffer.from(canonical, 'utf8');
}

export function signLicence(document: Omit<LicenceDocument, 'signature'>, privateKeyPem: string): LicenceDocument {
  const signature = sign(null, signedBytes(document), createPrivateKey(privateKeyPem)).toString('base64');
  return { ...document, signature };
}

/** True when one of the trusted public keys verifies the signature. */
export function isLicenceSignatureValid(document: LicenceDocument, trustedPublicKeys: string[]): boolean {
  const bytes = signedBytes(document);
  const signature = Buffer.from(document.signature, 'base64');
  return trustedPublicKeys.some((pem) => {
    try { return verify(null, bytes, createPublicKey(pem), signature); } catch { return false; }
  });
}
