/**
 * The demo fleet's documents and certificates (the `managed-document` resource): a full set for Nordic Ore and a few for
 * the other ships, with expiry dates counted from the day the demo is seeded so the list always shows every status —
 * an IAPP certificate expiring in twelve days, a ship sanitation certificate expired nine days ago, a tonnage
 * certificate that never expires. Two carry a scanned file, one in two versions. Seeded once.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/engine.js';
import { records, units } from '../server/db/schema.js';
import { addDocumentFile } from '../server/modules/managed-documents/document-files.js';

const author = 'demo-seed';
const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

type DemoDocument = [type: string, number: string, issuer: string, issuedDaysAgo: number, expiresInDays: number | null, extra?: Record<string, unknown>];

const fullSet: DemoDocument[] = [
  ['CLASS_CERTIFICATE', 'DNV-C-2287341', 'DNV', 900, 925, { remarks: 'Class notation 1A Bulk Carrier ESP, ICE-C' }],
  ['REGISTRY', 'NIS-2021-0457', 'Norwegian International Ship Register', 1800, null],
  ['TONNAGE', 'ITC-69-NO-11872', 'Norwegian Maritime Authority', 3600, null],
  ['LOAD_LINE', 'LL-NO-55120', 'DNV', 900, 925, { lastEndorsementDate: -170 }],
  ['SAFETY_CONSTRUCTION', 'SC-NO-55121', 'DNV', 900, 925],
  ['SAFETY_EQUIPMENT', 'SE-NO-55122', 'DNV', 900, 925],
  ['SAFETY_RADIO', 'SR-NO-55123', 'DNV', 330, 35],
  ['IOPP', 'IOPP-NO-55124', 'DNV', 900, 925, { surveyWindowFrom: -20, surveyWindowTo: 70 }],
  ['IAPP', 'IAPP-NO-55125', 'DNV', 1813, 12, { remarks: 'Renewal survey booked at Rotterdam' }],
  ['ISPP', 'ISPP-NO-55126', 'DNV', 900, 925],
  ['IEE', 'IEE-NO-55127', 'DNV', 1200, null],
  ['SMC', 'SMC-NO-8811', 'DNV', 700, 1125],
  ['ISSC', 'ISSC-NO-8812', 'DNV', 700, 1125],
  ['MLC', 'MLC-NO-8813', 'Norwegian Maritime Authority', 700, 1125],
  ['MINIMUM_SAFE_MANNING', 'MSM-NO-3312', 'Norwegian Maritime Authority', 1500, null],
  ['SHIP_SANITATION', 'SSCC-NLRTM-26-0912', 'Port Health Rotterdam', 190, -9, { placeOfIssue: 'Rotterdam' }],
  ['CLC_INSURANCE', 'CLC-NO-2026-114', 'Norwegian Maritime Authority', 270, 95],
  ['BUNKER_INSURANCE', 'BUNK-NO-2026-115', 'Norwegian Maritime Authority', 270, 95],
  ['P_AND_I', 'GARD-2026-77810', 'Gard P&I', 270, 95],
];

const fewOf = (prefix: string): DemoDocument[] => [
  ['CLASS_CERTIFICATE', `${prefix}-CL-1001`, 'Lloyd\'s Register', 800, 1025],
  ['SMC', `${prefix}-SMC-1002`, 'Lloyd\'s Register', 600, 1225],
  ['IAPP', `${prefix}-IAPP-1003`, 'Lloyd\'s Register', 1790, 28],
  ['SHIP_SANITATION', `${prefix}-SSCC-1004`, 'Port Health Authority', 120, 62],
];

const shipDocuments: Record<string, DemoDocument[]> = {
  NORDIC_ORE: fullSet, BALTIC_AMBER: fewOf('MT'), KEEL_HORIZON: fewOf('DK'), GULF_STAR: fewOf('FI'),
};

/** A one-page PDF naming the certificate, as a scan would be. */
function scan(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => { const at = body.length; body += `${i + 1} 0 obj\n${object}\nendobj\n`; return at; });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** Seeds the documents once (none of the resource yet); returns how many. */
export async function seedDemoDocuments(db: Db, now = new Date()): Promise<number> {
  const [existing] = await db.select({ id: records.id }).from(records).where(eq(records.resource, 'managed-document')).limit(1);
  if (existing) return 0;
  const shipIds = new Map((await db.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
  const rows = Object.entries(shipDocuments).filter(([ship]) => shipIds.has(ship)).flatMap(([ship, documents]) => documents.map(
    ([documentType, number, issuer, issuedDaysAgo, expiresInDays, extra = {}]) => {
      const dates = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, typeof v === 'number' ? dayFrom(now, v) : v]));
      const data: Record<string, unknown> = { unit: shipIds.get(ship), documentType, number, issuer, issueDate: dayFrom(now, -issuedDaysAgo), ...dates };
      if (expiresInDays !== null) data.expiryDate = dayFrom(now, expiresInDays);
      return { resource: 'managed-document', code: null, data, createdBy: author, updatedBy: author };
    }));
  if (!rows.length) return 0;
  const inserted = await db.insert(records).values(rows).returning({ id: records.id, data: records.data });
  const byNumber = new Map(inserted.map((r) => [String(r.data.number), r.id]));
  const actor = { username: author };
  const upload = (number: string, name: string, note?: string) => {
    const id = byNumber.get(number);
    return id ? addDocumentFile(db, actor, id, { name, type: 'application/pdf', bytes: scan(`${number} (scan)`), note }) : undefined;
  };
  await upload('IAPP-NO-55125', 'IAPP-NO-55125 issued.pdf');
  await upload('IAPP-NO-55125', 'IAPP-NO-55125 endorsed.pdf', 'Endorsed at the annual survey');
  await upload('DNV-C-2287341', 'Class certificate DNV-C-2287341.pdf');
  return inserted.length;
}
