/**
 * The PDF engine (DESIGN: pdfmake on the server): a printout's JSON document (descriptors/lib/printouts/pdf-document.ts)
 * to the bytes of a PDF. Roboto, shipped with pdfmake, is embedded in every file: it has the Cyrillic letters, and
 * nothing is fetched at run time: no address may be read and no file but the fonts.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import pdfmake from 'pdfmake';
import { withPageNumbers, type PdfDocument } from '../../../descriptors/lib/printouts/pdf-document.js';

const require = createRequire(import.meta.url);
const fontFiles = require('pdfmake/fonts/Roboto.js') as { Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string> };
const fontDirectory = dirname(fontFiles.Roboto.normal);

pdfmake.setFonts(fontFiles);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => dirname(path) === fontDirectory);

export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  const { pageHeader, pageFooter, ...rest } = document;
  const buffer = await pdfmake.createPdf({
    ...rest,
    defaultStyle: { font: 'Roboto', ...rest.defaultStyle },
    ...(pageHeader ? { header: (page: number, pages: number) => withPageNumbers(pageHeader, page, pages) } : {}),
    ...(pageFooter ? { footer: (page: number, pages: number) => withPageNumbers(pageFooter, page, pages) } : {}),
  }).getBuffer();
  return new Uint8Array(buffer);
}
