/** Wire shapes of kept printouts, shared by the server's routes and the runtime. */
import { z } from 'zod';

/** One generated printout as kept: the file's name, language, size and SHA-256, who printed it and when. */
export const PrintoutRunAnswer = z.object({
  id: z.string(),
  fileName: z.string(),
  language: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
}).meta({ id: 'PrintoutRun' });
export type PrintoutRunAnswer = z.infer<typeof PrintoutRunAnswer>;
