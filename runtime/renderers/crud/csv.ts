/** CSV files in the browser: the shared format of descriptors/lib/csv.ts, a file name and the download. */
export { csvCell, csvSeparator, toCsv } from '../../../descriptors/lib/csv.js';

/** `<resource>-<yyyy-mm-dd>.csv`, in the user's local date. */
export function csvFileName(resource: string, date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const safe = resource.replace(/[^\w.-]+/g, '-');
  return `${safe}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** Hands bytes (a file the server answered) to the browser as a download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
