/**
 * A report descriptor laid out as a PDF document (issue 19): the descriptor evaluated over its model's data
 * (report-view.ts: bindings, texts, formats) and each block turned into pdfmake content, with the page header, "printed
 * by" and page X of Y.
 */
import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { ReportDescriptorBody } from '../../kinds/report-descriptor/report-descriptor.schema.js';
import { barChartSvg } from './bar-chart.js';
import { logbookContent, type ContentBox } from './logbook-block.js';
import type { PdfDocument } from './pdf-document.js';
import { resolveText } from '../text.js';
import { reportView, type ReportData, type ReportViewOptions, type ViewBlock } from './report-view.js';

/** The installation's logo for the page header: a PNG or JPEG as a data URL, or an SVG's text. */
export type HeaderLogo = { dataUrl: string } | { svg: string };

export interface ReportLayoutOptions extends ReportViewOptions {
  /** "Printed … by …" in the footer. */
  printedBy: string;
  /** Shown at the left of the header unless the descriptor's `header.logo` is false; none: no logo. */
  headerLogo?: HeaderLogo;
}

/** The logo's box in the header (pt): as high as two lines of the title, at most four times as wide. */
export const headerLogoBox = { width: 96, height: 24 };

const grey = '#555555';

function blockContent(block: ViewBlock, language: string, t: ReportViewOptions['t'], box: ContentBox): Content {
  switch (block.type) {
    case 'heading':
      return { text: block.text, bold: true, fontSize: [0, 14, 12, 10][block.level], margin: [0, 8, 0, 4] };
    case 'text':
      return { text: block.text, margin: [0, 2, 0, 4], ...(block.style === 'small' ? { fontSize: 8 } : block.style === 'note' ? { fontSize: 8, color: grey, italics: true } : {}) };
    case 'keyValue': {
      const rows = block.items.map((item) => [{ text: item.label, color: grey }, { text: item.text, bold: true }]);
      const perColumn = Math.ceil(rows.length / block.columns);
      const tables = Array.from({ length: block.columns }, (_, c) => rows.slice(c * perColumn, (c + 1) * perColumn)).filter((part) => part.length);
      return {
        columnGap: 16, margin: [0, 2, 0, 6],
        columns: tables.map((body) => ({ width: '*', table: { widths: ['55%', '45%'], body }, layout: 'noBorders' })),
      };
    }
    case 'table': {
      const total = block.columns.reduce((sum, column) => sum + column.width, 0);
      const body: TableCell[][] = [block.columns.map((column) => ({ text: column.title, bold: true, fillColor: '#eeeeee', alignment: column.align }))];
      for (const row of block.rows) body.push(row.map((cell, c) => ({ text: cell.text, alignment: block.columns[c].align })));
      if (!block.rows.length) body.push([{ text: block.empty, colSpan: block.columns.length, italics: true, color: grey }, ...block.columns.slice(1).map(() => ({}))]);
      return {
        stack: [
          ...(block.title ? [{ text: block.title, bold: true, margin: [0, 6, 0, 3] } as Content] : []),
          { table: { headerRows: 1, dontBreakRows: true, widths: block.columns.map((column) => `${((100 * column.width) / total).toFixed(2)}%`), body },
            layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 2, paddingBottom: () => 2 } },
        ],
        margin: [0, 2, 0, 6],
      };
    }
    case 'barChart':
      return {
        stack: [
          ...(block.title ? [{ text: block.title, bold: true, margin: [0, 6, 0, 3] } as Content] : []),
          { svg: barChartSvg(block.bars, { width: 500, height: block.height ?? 160, unit: block.unit, language }), width: 500 },
        ],
        unbreakable: true,
      };
    case 'signatures': {
      // Each line as long as its column allows, at most 180 pt.
      const lineLength = Math.min(180, (box.width - 24 * (block.lines.length - 1)) / block.lines.length);
      return {
        columns: block.lines.map((line) => ({
          width: '*',
          stack: [
            { text: ' ', margin: [0, 18, 0, 0] },
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: lineLength, y2: 0, lineWidth: 0.5 }] },
            { text: line.label, fontSize: 8, color: grey },
            ...(line.name ? [{ text: line.name, fontSize: 8 }] : []),
          ],
        } as Content)),
        columnGap: 24, margin: [0, 10, 0, 0], unbreakable: true,
      } as Content;
    }
    case 'logbook':
      return logbookContent(block.days, t, block.history, box);
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
  }
}

/** The logo as pdfmake content, fitted into the header's box. */
export function headerLogoContent(logo: HeaderLogo): Column {
  const fit: [number, number] = [headerLogoBox.width, headerLogoBox.height];
  return { stack: ['svg' in logo ? { svg: logo.svg, fit } : { image: logo.dataUrl, fit }], width: 'auto' };
}

/** The header's left part: the logo, when there is one to show, before the left text. */
function headerLeft(text: string, logo: HeaderLogo | undefined): Column {
  if (!logo) return { text, width: '*' };
  return { width: '*', columnGap: 8, columns: [headerLogoContent(logo), { text, width: '*' }] };
}

/** Page sizes in points, short side first. */
const pageSizes: Record<'A4' | 'A3' | 'LETTER', [number, number]> = { A4: [595.28, 841.89], A3: [841.89, 1190.55], LETTER: [612, 792] };

/** The printout: the descriptor's blocks over the data, with its header (and the installation's logo), "printed by" and page X of Y. */
export async function reportDocument(report: ReportDescriptorBody, input: ReportData, options: ReportLayoutOptions): Promise<PdfDocument> {
  const view = await reportView(report, input, options);
  const landscape = report.page?.orientation === 'landscape';
  const headerLines = Math.max(...[view.header.left, view.header.right].map((part) => part.split('\n').length), 2);
  const signature = report.footer?.signature ? resolveText(report.footer.signature, options.language, options.t) : undefined;
  const margins: [number, number, number, number] = [36, 30 + 10 * headerLines, 36, signature ? 52 : 40];
  const [short, long] = pageSizes[report.page?.size ?? 'A4'];
  const box = { width: (landscape ? long : short) - margins[0] - margins[2], height: (landscape ? short : long) - margins[1] - margins[3] };
  return {
    info: { title: view.title },
    pageSize: report.page?.size ?? 'A4',
    pageOrientation: landscape ? 'landscape' : 'portrait',
    pageMargins: margins,
    defaultStyle: { fontSize: 9 },
    pageHeader: {
      margin: [36, 20, 36, 0], fontSize: 8,
      columns: [
        headerLeft(view.header.left, report.header?.logo === false ? undefined : options.headerLogo),
        { text: view.header.center || view.title, width: 'auto', bold: true, fontSize: 11 },
        { text: view.header.right, width: '*', alignment: 'right' },
      ],
    },
    pageFooter: {
      margin: [36, signature ? 10 : 12, 36, 0], fontSize: 7, color: grey,
      columns: [
        { text: options.printedBy, width: '*' },
        ...(signature ? [{ text: `${signature}: ________________________`, width: 'auto', margin: [12, 0, 12, 0] } as Content] : []),
        { text: options.t('elogPrint.pageOf', { page: '{{page}}', pages: '{{pages}}' }), alignment: 'right', width: 'auto' },
      ],
    },
    content: view.blocks.map((block) => blockContent(block, options.language, options.t, box)),
  };
}
