/** What the server takes of an entry's files and how their sizes read; shared by the server's checks and the editor's. */

/** Per file and per save (server/modules/elog/attachments.ts refuses more; the editor says so before sending). */
export const attachmentLimits = { maxFileBytes: 20 * 1024 * 1024, maxFiles: 20 };

/** A file's size as people read it: "812 B", "2 KB", "5.3 MB", numbers in the language. */
export function fileSizeText(bytes: number, language: string): string {
  const format = (value: number) => value.toLocaleString(language, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} KB`;
  return `${format(bytes / 1024 / 1024)} MB`;
}
