/**
 * The printout of a logbook day (SPEC eLog permission PRINT): everything the browser's print view lays out in the
 * book's official layout (descriptors/lib/elog/print-layout.ts). The day with every entry, DELETED ones included,
 * each with its versions and who wrote them (person name and rank), the signatures (the officers' of entry versions and
 * the day's approval), the ship's particulars the page header names, the logbook's configuration with its `print`
 * layout, the entry types used and their forms, and the labels of the reference values the entries hold. The same day
 * as a PDF in the user's language (descriptors/lib/elog/day-pdf.ts), kept with its SHA-256 among the printouts and
 * written to the logbook's audit trail; the day's earlier PDFs can be listed and downloaded again.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { asc, inArray } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { ElogEntryStatus } from '../../../descriptors/lib/elog/day-entries.js';
import { ElogPrintout } from '../../../descriptors/lib/elog/print-answer.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { selectRecords } from '../resources/record-queries.js';
import { dataText } from '../resources/record-sql.js';
import { elogEntryVersions } from './tables.js';
import { principalOf } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { getDescriptor } from '../descriptors/store.js';
import { dayDetails } from './day-service.js';
import { elogActor, requireElogPermission } from './elog-access.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import { loadElog, type ElogDefinition } from './elog-definitions.js';
import { findDay, type DayRow } from './elog-days.js';
import { dayView, entryView } from './routes.js';
import { peopleOf } from './people.js';
import { attachmentsOf } from './attachments.js';
import { findSnapshot } from './ship-forms.js';
import { referenceValuesIn, type ReferenceValue } from '../../../descriptors/lib/elog/reference-fields.js';
import { dayPdf } from '../../../descriptors/lib/elog/day-pdf.js';
import { PrintoutRunAnswer } from '../../../descriptors/lib/printouts/printout-answers.js';
import type { Context } from 'hono';
import type { KeelEnv } from '../../http/context.js';
import { translate } from '../../http/i18n.js';
import { inTransaction } from '../../db/engine.js';
import { pdfAnswer } from '../printouts/pdf-answer.js';
import { generatePrintout, listRuns, runAnswer, runWithFile } from '../printouts/printout-runs.js';
import { labelOf, shipParticulars } from '../printouts/ship-particulars.js';
import { appendAudit } from './audit-chain.js';

const tags = ['eLog'];

type Body = Record<string, unknown>;
const DayParams = z.object({ elog: z.string().min(1).max(50) });
const DayQuery = z.object({ unitId: z.uuid(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
const pdfResponse = { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } };

/** The printout's id for a logbook's days among the kept printouts. */
const dayPrintout = (elog: string) => `ELOG_DAY:${elog}`;


export function printRoutes(db: Db) {
  const router = createRouter();

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/{elog}/print', tags,
    summary: 'A ship\'s logbook day for its printout: every entry (deleted ones too) with its versions and authors, the signatures, the ship, the layout and the forms',
    request: { params: DayParams, query: DayQuery },
    responses: {
      200: jsonResponse(ElogPrintout, 'The day to print'),
      403: { description: 'No PRINT permission, or a ship the user may not see' },
      404: { description: 'Nothing was entered on the day' },
    },
  }), async (c) => {
    const { elog, row } = await printableDay(c);
    return c.json(await printView(db, elog, row, principalOf(c)), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/{elog}/print.pdf', tags,
    summary: 'A ship\'s logbook day as a PDF in the user\'s language, kept among the printouts with its SHA-256 and written to the audit trail',
    request: { params: DayParams, query: DayQuery },
    responses: { 200: pdfResponse, 403: { description: 'No PRINT permission, or a ship the user may not see' }, 404: { description: 'Nothing was entered on the day' } },
  }), async (c) => {
    const { elog, row } = await printableDay(c);
    const principal = principalOf(c);
    const language = c.get('language');
    const view = await printView(db, elog, row, principal);
    const document = dayPdf(view, language, (key, params) => translate(language, key, params));
    const fileName = `${elog.code}-${view.ship.code ?? 'ship'}-${row.day}.pdf`;
    const { run, bytes } = await generatePrintout(db, {
      printout: dayPrintout(elog.code), unitId: row.unitId, parameters: { day: row.day }, language, fileName, username: principal.username,
    }, document);
    await inTransaction(db, (tx) => appendAudit(tx, {
      unitId: row.unitId, elogCode: elog.code, username: principal.username, action: 'DAY_PRINTED', subjectId: row.id,
      payload: { day: row.day, printoutRun: run.id, sha256: run.sha256, language },
    }));
    return pdfAnswer(c, bytes, fileName, run.sha256, run.id) as never;
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/{elog}/printouts', tags, summary: 'The PDFs of a ship\'s logbook day printed so far, newest first: who, when, language, SHA-256',
    request: { params: DayParams, query: DayQuery },
    responses: { 200: jsonResponse(z.array(PrintoutRunAnswer), 'The kept printouts of the day') },
  }), async (c) => {
    const { elog, row } = await printableDay(c);
    const runs = await listRuns(db, dayPrintout(elog.code), { unitIds: [row.unitId], parameters: { day: row.day } });
    return c.json(runs.map(runAnswer), 200);
  });

  router.openapi(createRoute({
    method: 'get', path: '/elog-aggregation/{elog}/printouts/{id}', tags, summary: 'One kept PDF of a logbook day, as it was handed out',
    request: { params: DayParams.extend({ id: z.uuid() }) },
    responses: { 200: pdfResponse, 404: { description: 'No such printout of this logbook' } },
  }), async (c) => {
    const { elog: code, id } = c.req.valid('param');
    const run = await runWithFile(db, id);
    if (run.printout !== dayPrintout(code) || !run.unitId) throw new KeelError('NOT_FOUND', 'printouts.unknownRun');
    const elog = await loadElog(db, code);
    const actor = await elogActor(db, principalOf(c), elog, run.unitId);
    requireElogPermission(actor, elog, 'PRINT');
    return pdfAnswer(c, run.content, run.fileName, run.sha256, run.id) as never;
  });

  /** The day the request names, when the user may print it (PRINT on the logbook for the ship); 404 when nothing was entered. */
  async function printableDay(c: Context<KeelEnv>): Promise<{ elog: ElogDefinition; row: DayRow }> {
    const { elog: code } = DayParams.parse(c.req.param());
    const { unitId, day } = DayQuery.parse(c.req.query());
    const elog = await loadElog(db, code);
    const actor = await elogActor(db, principalOf(c), elog, unitId);
    const row = await findDay(db, unitId, code, day);
    requireElogPermission(actor, elog, 'PRINT', row?.status);
    if (!row) throw new KeelError('NOT_FOUND', 'elog.print.noDay', { elog: code, day });
    return { elog, row };
  }

  return router;
}


async function printView(db: Db, elog: ElogDefinition, day: DayRow, principal: Principal): Promise<ElogPrintout> {
  const { entries, signatures } = await dayDetails(db, day);
  const versions = entries.length
    ? await db.select().from(elogEntryVersions).where(inArray(elogEntryVersions.entryId, entries.map((e) => e.id))).orderBy(asc(elogEntryVersions.version))
    : [];
  const people = await peopleOf(db, [...entries.map((e) => e.updatedBy ?? e.createdBy ?? ''), ...versions.map((v) => v.author), principal.username]);
  const forms: Record<string, FormBody> = {};
  for (const code of new Set(entries.map((e) => e.formDescriptor))) {
    const form = await getDescriptor(db, 'form', code);
    if (form) forms[code] = form.body;
  }
  // Each entry prints with the form it was filled with (its version and the overlays of its ship), not today's.
  for (const id of new Set(entries.flatMap((e) => (e.formSnapshot ? [e.formSnapshot] : [])))) {
    const snapshot = await findSnapshot(db, id);
    if (snapshot) forms[id] = snapshot.body;
  }
  const versionViews = (entryId: string) => versions.filter((v) => v.entryId === entryId).map((v) => {
    const s = v.snapshot as { status: ElogEntryStatus; content?: Body; startTs?: number; startOffset?: number; endTs?: number | null; endOffset?: number | null; notes?: string | null };
    return {
      version: v.version, status: s.status, author: people.get(v.author) ?? { userName: v.author }, ts: v.ts.toISOString(), reason: v.reason,
      content: s.content ?? {},
      heading: typeof s.startTs === 'number' ? {
        start: { timestamp: s.startTs, offset: s.startOffset ?? 0 },
        end: typeof s.endTs === 'number' ? { timestamp: s.endTs, offset: s.endOffset ?? 0 } : null, notes: s.notes ?? null,
      } : null,
    };
  });
  const formKey = (e: { formSnapshot: string | null; formDescriptor: string }) => (e.formSnapshot && forms[e.formSnapshot] ? e.formSnapshot : e.formDescriptor);
  const contents = [...entries.map((e) => ({ form: formKey(e), content: e.content })),
    ...versions.map((v) => ({ form: formKey(entries.find((e) => e.id === v.entryId)!), content: (v.snapshot as { content?: Body }).content ?? {} }))];
  return {
    aggregation: dayView(day),
    eLogEntries: entries.map((e) => {
      const author = e.updatedBy ?? e.createdBy ?? '';
      return { ...entryView(e), author: people.get(author) ?? { userName: author }, versions: versionViews(e.id) };
    }),
    signatures: signatures.map((s) => ({ operationType: s.operationType, firstSign: s.firstSign, main: s.main, entryId: s.entryId, entryVersion: s.entryVersion,
      signatureTs: s.signatureTs.toISOString(), userName: s.userName, name: s.name, surname: s.surname, rank: s.rank, rankCode: s.rankCode, note: s.note })),
    ship: await shipParticulars(db, day.unitId),
    config: elog.config,
    entryDescriptors: elog.entryDescriptors.filter((d) => entries.some((e) => e.entryDescriptor === d.code)),
    forms,
    references: await referenceLabels(db, contents.flatMap(({ form, content }) => (forms[form] ? referenceValuesIn(forms[form].schema, forms[form].uiSchema ?? {}, content) : []))),
    fileNames: Object.fromEntries((await attachmentsOf(db, entries.map((e) => e.id))).map((file) => [file.id, file.fileName])),
    printedAt: new Date().toISOString(),
    printedBy: people.get(principal.username) ?? { userName: principal.username },
  };
}

/** Labels of reference values by resource and value, read from the record store with each resource's label field. */
async function referenceLabels(db: Db, values: ReferenceValue[]): Promise<Record<string, Record<string, LocalText>>> {
  const out: Record<string, Record<string, LocalText>> = {};
  const byResource = new Map<string, ReferenceValue[]>();
  for (const value of values) byResource.set(value.resource, [...byResource.get(value.resource) ?? [], value]);
  for (const [resource, wanted] of byResource) {
    const definition = (await getDescriptor(db, 'resource', resource))?.body;
    if (!definition?.labelField || (definition.store && definition.store !== 'records')) continue;
    const key = wanted[0].key ?? definition.codeField;
    const keys = [...new Set(wanted.map((w) => w.value))];
    const rows = !key || key === definition.codeField
      ? await selectRecords(db, resource, { codes: keys })
      : await selectRecords(db, resource, { where: inArray(dataText(key), keys) });
    for (const row of rows) {
      const value = key && key !== definition.codeField ? String(row.data[key]) : row.code;
      const label = labelOf(row.data, definition.labelField);
      if (value && label !== null) (out[resource] ??= {})[value] = label;
    }
  }
  return out;
}
