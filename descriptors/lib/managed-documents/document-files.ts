/** The wire shapes and limits of a managed document's file versions, shared by the server's routes and the runtime's panel. */
import { z } from 'zod';

/** One scanned file at most this large (a multi-page certificate scan), and a note this long. */
export const documentFileLimits = { maxFileBytes: 20 * 1024 * 1024, maxNoteLength: 500, maxFileNameLength: 255 };

export const DocumentFileVersion = z.object({
  id: z.string(),
  fileVersion: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  note: z.string().nullable(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type DocumentFileVersion = z.infer<typeof DocumentFileVersion>;

/** Newest first: the first is the current scan. */
export const DocumentFileList = z.object({ files: z.array(DocumentFileVersion) });
export type DocumentFileList = z.infer<typeof DocumentFileList>;
