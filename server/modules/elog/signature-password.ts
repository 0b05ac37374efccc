/**
 * The signature password a user signs logbook days with, separate from the sign-in password (SPEC "user
 * signature"): someone who finds a bridge console signed in still cannot sign. The first one is set with the
 * sign-in password; later changes need the current signature password, or the sign-in password once the
 * signature is blocked after too many wrong attempts.
 */
import { eq } from 'drizzle-orm';
import type { UserSignature } from '../../../descriptors/lib/elog/signature-answer.js';
import { unmetPasswordCriteria } from '../../../descriptors/lib/password-criteria.js';
import type { Db } from '../../db/engine.js';
import { findUserById } from '../access/principals.js';
import { findRole } from '../access/roles.js';
import { findRecordById } from '../resources/record-queries.js';
import { userSignatures } from './tables.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import { hashPassword, readPasswordCriteria, verifyPassword } from '../auth/passwords.js';

/** Wrong signature passwords in a row before the signature is blocked. */
export const maxSignatureAttempts = 5;


/** Who signs: the user and, when linked, their person record (name, surname, rank). */
export async function readUserSignature(db: Db, userId: string): Promise<UserSignature> {
  const user = await findUserById(db, userId);
  if (!user) throw new KeelError('NOT_FOUND', 'error.notFound');
  const person = user.personId ? await findRecordById(db, user.personId) : undefined;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const [signature] = await db.select().from(userSignatures).where(eq(userSignatures.userId, userId));
  // A person's rank is their role (a reference by id), else the user's own role.
  const roleId = text(person?.data.role) ?? user.roleId;
  const role = roleId ? await findRole(db, roleId) : undefined;
  return {
    userName: user.username, name: text(person?.data.name), surname: text(person?.data.surname), rank: role?.description ?? null, rankCode: role?.code ?? null,
    idPerson: user.personId, idRole: user.roleId, hasSignaturePassword: Boolean(signature),
    blocked: (signature?.failedAttempts ?? 0) >= maxSignatureAttempts, changedAt: signature?.changedAt.toISOString() ?? null,
  };
}

export interface SignaturePasswordChange {
  /** the current signature password, or the sign-in password for the first one and after a block */
  currentPassword: string;
  newPassword: string;
}

const field = (name: string, code: string, key: string, params: Record<string, string | number> = {}): FieldError =>
  ({ path: `/requestValue/${name}`, code, messageKey: key, params });

export async function changeSignaturePassword(db: Db, userId: string, change: SignaturePasswordChange): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw new KeelError('NOT_FOUND', 'error.notFound');
  const [signature] = await db.select().from(userSignatures).where(eq(userSignatures.userId, userId));
  const needsSignIn = !signature || signature.failedAttempts >= maxSignatureAttempts;
  const isCurrent = await verifyPassword(needsSignIn ? user.passwordHash : signature.passwordHash, change.currentPassword);
  if (!isCurrent) {
    const key = needsSignIn ? 'elog.signature.wrongSignInPassword' : 'elog.signature.wrongSignaturePassword';
    throw new KeelError('INVALID_INPUT', key, {}, [field('currentPassword', 'wrong', key)]);
  }
  const criteria = await readPasswordCriteria(db);
  const problems: FieldError[] = unmetPasswordCriteria(change.newPassword, criteria)
    .map((criterion) => field('newPassword', criterion, `shell.password.criteria.${criterion}`, { count: criteria[criterion] }));
  if (!problems.length && await verifyPassword(user.passwordHash, change.newPassword)) {
    problems.push(field('newPassword', 'sameAsSignIn', 'elog.signature.sameAsSignIn'));
  }
  if (problems.length) throw new KeelError('INVALID_INPUT', 'elog.signature.invalidNew', {}, problems);
  const passwordHash = await hashPassword(change.newPassword);
  await db.insert(userSignatures).values({ userId, passwordHash, failedAttempts: 0, changedAt: new Date() })
    .onConflictDoUpdate({ target: userSignatures.userId, set: { passwordHash, failedAttempts: 0, changedAt: new Date() } });
}

/**
 * Checks a signature password before a signing operation; a wrong one is counted, and refused with the field
 * named. Throws when the user has none yet or it is blocked. Call it outside the signing transaction: the count
 * of a wrong attempt must survive the refusal.
 */
export async function checkSignaturePassword(db: Db, userId: string, password: string, fieldName = 'signaturePassword'): Promise<void> {
  const [signature] = await db.select().from(userSignatures).where(eq(userSignatures.userId, userId));
  if (!signature) throw new KeelError('BUSINESS_RULE', 'elog.signature.notSet');
  if (signature.failedAttempts >= maxSignatureAttempts) throw new KeelError('BUSINESS_RULE', 'elog.signature.blocked', { max: maxSignatureAttempts });
  if (await verifyPassword(signature.passwordHash, password)) {
    if (signature.failedAttempts) await db.update(userSignatures).set({ failedAttempts: 0 }).where(eq(userSignatures.userId, userId));
    return;
  }
  await db.update(userSignatures).set({ failedAttempts: signature.failedAttempts + 1 }).where(eq(userSignatures.userId, userId));
  const left = maxSignatureAttempts - signature.failedAttempts - 1;
  const key = left > 0 ? 'elog.signature.wrongSignaturePassword' : 'elog.signature.blocked';
  throw new KeelError('INVALID_INPUT', key, { max: maxSignatureAttempts }, [field(fieldName, 'wrong', key, { max: maxSignatureAttempts })]);
}
