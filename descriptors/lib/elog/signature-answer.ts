/**
 * The wire shapes of logbook signatures (docs/elog.md "Signatures"): a signature as a day's answer lists it, the sign
 * request, and the user's signature (GET /user/getUserSignature). Shared by the server's routes and the runtime.
 */
import { z } from 'zod';
import { SignerPerson } from './day-signing.js';

/** APPROVAL signs entries or approves the day; REMOVE_APPROVAL removes the day's approval, with a reason. */
export const signOperations = ['APPROVAL', 'REMOVE_APPROVAL'] as const;
export type SignOperation = (typeof signOperations)[number];

/** A signature given or removed on a day, with the signer as he signed (name and rank at the time). */
export const ElogSignature = SignerPerson.extend({
  operationType: z.enum(signOperations),
  firstSign: z.boolean(),
  main: z.boolean(),
  /** the entry an officer in charge signed and the version he signed; null on the day's approval and its removal */
  entryId: z.string().nullable(),
  entryVersion: z.number().int().nullable(),
  signatureTs: z.string(),
  /** the signer's person record and role, when he had them */
  idPerson: z.string().nullable(),
  idRole: z.string().nullable(),
  /** the reason given with a removal, or the note of an approval */
  note: z.string().nullable(),
}).meta({ id: 'ElogSignature' });
export type ElogSignature = z.infer<typeof ElogSignature>;

/** POST /elog-aggregation/sign: sign entries as their officer in charge, approve a completed day, or remove its approval. */
export const SignRequest = z.object({
  elogAggregationId: z.uuid(),
  elogAggregations: z.array(z.uuid()).max(1).optional(),
  operationType: z.enum(signOperations),
  elogEntries: z.array(z.object({ id: z.uuid(), version: z.number().int() })).min(1).max(200).optional()
    .describe('the entries the officer in charge signs, at the versions read; absent for the day\'s approval'),
  signatureIdentity: z.string().max(200).optional(),
  signaturePassword: z.string().min(1).max(1000),
  /** the reason of a removal (required then) or a note with the approval */
  operationNote: z.string().max(2000).nullable().optional(),
  /** the day's version read; checked for the approval and its removal */
  version: z.number().int().optional(),
}).meta({ id: 'ElogSignRequest' });
export type SignRequest = z.infer<typeof SignRequest>;

/** Who signs as the current user, and the state of their signature password. */
export const UserSignature = SignerPerson.extend({
  idPerson: z.string().nullable(),
  idRole: z.string().nullable(),
  hasSignaturePassword: z.boolean(),
  /** too many wrong signature passwords: only the sign-in password sets a new one */
  blocked: z.boolean(),
  changedAt: z.string().nullable(),
}).meta({ id: 'UserSignature' });
export type UserSignature = z.infer<typeof UserSignature>;
