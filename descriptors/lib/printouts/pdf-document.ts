/**
 * A printout as the server's PDF engine takes it: pdfmake's document definition as plain JSON, with the page header and
 * footer as content in which "{{page}}" and "{{pages}}" stand for the page's number and the count (pdfmake asks for
 * functions there, which JSON cannot hold; the engine makes them).
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

export type { Content };

export interface PdfDocument extends Omit<TDocumentDefinitions, 'header' | 'footer'> {
  pageHeader?: Content;
  pageFooter?: Content;
}

/** The content with "{{page}}" and "{{pages}}" in its texts filled in. */
export function withPageNumbers(content: Content, page: number, pages: number): Content {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replaceAll('{{page}}', String(page)).replaceAll('{{pages}}', String(pages));
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fill(child)]));
    return value;
  };
  return fill(content) as Content;
}
