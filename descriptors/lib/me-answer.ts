/** Wire shapes of GET /user/me shared by the server's route and the runtime. */
import { z } from 'zod';

/** A ship the signed-in user sees, as /user/me lists them. */
export const MeUnit = z.object({ id: z.string(), code: z.string(), name: z.string() }).meta({ id: 'MeUnit' });
export type MeUnit = z.infer<typeof MeUnit>;
