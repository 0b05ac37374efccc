/** Small helpers for route declarations with @hono/zod-openapi. */
import { z } from '@hono/zod-openapi';

/** A JSON response entry for createRoute's `responses`. */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } }, description,
});

/** A JSON request body entry for createRoute's `request.body`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } }, required: true,
});
