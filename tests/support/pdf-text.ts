/** The text of each page of a PDF, as a reader copying it would get it (unpdf, on pdf.js). */
import { extractText, getDocumentProxy } from 'unpdf';

export async function pdfPages(bytes: ArrayBuffer | Uint8Array): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(document, { mergePages: false })).text;
}
