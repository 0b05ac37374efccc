/**
 * The installation's own logos (SPEC §2 "Logos"): one uploaded image per logo identifier and theme, in place of the
 * bundled one; its SHA-256 is the `hash` the shell asks for, so an image can be cached for good. Uploads are checked by
 * their bytes (logo-image.ts) and by the checks other modules register (the printouts module: that its PDF engine
 * draws the image), and every change is audited.
 */
import { createHash } from 'node:crypto';
import { and, eq, getTableColumns } from 'drizzle-orm';
import {
  logoLimits, type InstalledLogo, type LogoContentType, type LogoDefinitions, type LogoIdentifier, type LogoTheme,
} from '../../../descriptors/lib/logos/installation-logos.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import { writeAudit } from '../audit/audit.js';
import type { Actor } from '../descriptors/descriptor-writes.js';
import { checkLogoImage } from './logo-image.js';
import { installationLogos } from './tables.js';

/** A logo's image as other modules receive it. */
export interface LogoImage {
  contentType: LogoContentType;
  content: Uint8Array;
  sha256: string;
}

export interface LogoUpload {
  /** the type the client declared; when it names an image type, it must be the one the bytes are */
  declaredType: string;
  bytes: Uint8Array;
}

/** A check another module makes of an image before it is stored; it answers the key of its refusal, if any. */
export type LogoCheck = (image: LogoImage) => Promise<string | undefined>;
const logoChecks: LogoCheck[] = [];

/** Registers a check every upload must pass (the printouts module registers that its PDF engine draws the image). */
export function registerLogoCheck(check: LogoCheck): void {
  logoChecks.push(check);
}

const { content: _content, ...listColumns } = getTableColumns(installationLogos);
const where = (theme: LogoTheme, identifier: LogoIdentifier) => and(eq(installationLogos.identifier, identifier), eq(installationLogos.theme, theme));

/** GET /api/logos: the hashes of the uploaded logos by identifier (no image is read). */
export async function logoDefinitions(db: Db): Promise<LogoDefinitions> {
  const rows = await db.select({ identifier: installationLogos.identifier, theme: installationLogos.theme, sha256: installationLogos.sha256 }).from(installationLogos);
  const definitions: LogoDefinitions = {};
  for (const row of rows) definitions[row.identifier] = { ...definitions[row.identifier], [row.theme === 'dark' ? 'darkLogoHash' : 'lightLogoHash']: row.sha256 };
  return definitions;
}

/** The uploaded logos without their images, for the setup screen. */
export async function listInstalledLogos(db: Db): Promise<InstalledLogo[]> {
  const rows = await db.select(listColumns).from(installationLogos).orderBy(installationLogos.identifier, installationLogos.theme);
  return rows.map((row) => ({
    identifier: row.identifier as LogoIdentifier, theme: row.theme as LogoTheme, contentType: row.contentType as LogoContentType,
    size: row.size, sha256: row.sha256, uploadedBy: row.uploadedBy, uploadedAt: row.uploadedAt.toISOString(),
  }));
}

/** An uploaded logo's image; undefined when the bundled one is used. */
export async function findLogo(db: Db, theme: LogoTheme, identifier: LogoIdentifier): Promise<LogoImage | undefined> {
  const [row] = await db.select({ contentType: installationLogos.contentType, content: installationLogos.content, sha256: installationLogos.sha256 })
    .from(installationLogos).where(where(theme, identifier));
  return row ? { contentType: row.contentType as LogoContentType, content: row.content, sha256: row.sha256 } : undefined;
}

const fileProblem = (code: string, messageKey: string, params: FieldError['params'] = {}) =>
  new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, [{ path: '/file', code, messageKey, params }]);

/** The upload as a logo image, or a 400 at `/file` saying why it cannot be one. */
async function imageOf(upload: LogoUpload): Promise<LogoImage> {
  const { bytes } = upload;
  if (!bytes.byteLength) throw fileProblem('empty', 'logos.fileEmpty');
  if (bytes.byteLength > logoLimits.maxBytes) throw fileProblem('tooLarge', 'logos.fileTooLarge', { max: logoLimits.maxBytes / 1024 });
  const checked = checkLogoImage(bytes);
  if (checked.problem) {
    const { code, ...params } = checked.problem;
    throw fileProblem(code, `logos.${code}`, { ...params, max: logoLimits.maxSidePx });
  }
  const declared = upload.declaredType.split(';')[0].trim().toLowerCase();
  const claimsImage = ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml'].includes(declared);
  if (claimsImage && declared.replace('image/jpg', 'image/jpeg') !== checked.contentType) {
    throw fileProblem('typeMismatch', 'logos.typeMismatch', { declared, actual: checked.contentType });
  }
  const image = { contentType: checked.contentType, content: bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  for (const check of logoChecks) {
    const refusal = await check(image);
    if (refusal) throw fileProblem('notDrawable', refusal);
  }
  return image;
}

/** Stores the upload as the logo of this identifier and theme (replacing an earlier one) and audits it. */
export async function storeLogo(db: Db, actor: Actor, theme: LogoTheme, identifier: LogoIdentifier, upload: LogoUpload): Promise<void> {
  const image = await imageOf(upload);
  const row = {
    identifier, theme, contentType: image.contentType, size: image.content.byteLength, sha256: image.sha256, content: image.content,
    uploadedBy: actor.username, uploadedAt: new Date(),
  };
  await inTransaction(db, async (tx) => {
    await tx.insert(installationLogos).values(row)
      .onConflictDoUpdate({ target: [installationLogos.identifier, installationLogos.theme], set: row });
    await writeAudit(tx, {
      actor, action: 'LOGO_UPLOAD', entity: 'installation-logo', entityId: `${identifier}/${theme}`,
      details: { contentType: image.contentType, size: row.size, sha256: image.sha256 },
    });
  });
}

/** Removes the uploaded logo (the bundled one is shown again) and audits it; 404 when there is none. */
export async function removeLogo(db: Db, actor: Actor, theme: LogoTheme, identifier: LogoIdentifier): Promise<void> {
  await inTransaction(db, async (tx) => {
    const removed = await tx.delete(installationLogos).where(where(theme, identifier)).returning({ sha256: installationLogos.sha256 });
    if (!removed.length) throw new KeelError('NOT_FOUND', 'logos.notUploaded', { identifier, theme });
    await writeAudit(tx, { actor, action: 'LOGO_REMOVE', entity: 'installation-logo', entityId: `${identifier}/${theme}`, details: { sha256: removed[0].sha256 } });
  });
}
