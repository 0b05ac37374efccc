/** The verify route's answer for the OpenAPI document; typed against the shared shape, so the two cannot drift. */
import { z } from '@hono/zod-openapi';
import { sealProblems, type LogbookVerification } from '../../../descriptors/lib/elog/logbook-verification.js';

export const VerificationAnswer: z.ZodType<LogbookVerification> = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  brokenAt: z.object({ seq: z.number().int(), problem: z.enum(['gap', 'link', 'hash']) }).optional(),
  lastHash: z.string(),
  alteredRows: z.array(z.object({ kind: z.enum(['ENTRY', 'DAY', 'ATTACHMENT', 'SIGNATURE']), id: z.string() })),
  seals: z.object({
    checked: z.number().int(),
    legacyUpTo: z.number().int().nullable(),
    brokenAt: z.object({ seq: z.number().int(), problem: z.enum(sealProblems), keyId: z.string().nullable() }).nullable(),
  }),
}).openapi('ElogVerification');
