/**
 * A logbook day read for printing (SPEC eLog permission PRINT): every entry, DELETED ones included, each with its
 * versions and who wrote them (person name and rank), the signatures (the officers' of entry versions and the day's
 * approval), the status history, the ship's particulars the page header names, the logbook's configuration with its
 * `print` layout, the entry types used and their forms, and the labels of the reference values the entries hold.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import type { ElogEntryStatus } from '../../../descriptors/lib/elog/day-entries.js';
import type { ElogPrintout } from '../../../descriptors/lib/elog/print-answer.js';
import { referenceValuesIn, type ReferenceValue } from '../../../descriptors/lib/elog/reference-fields.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { getDescriptor } from '../descriptors/store.js';
import { labelOf, shipParticulars } from '../printouts/ship-particulars.js';
import { selectRecords } from '../resources/record-queries.js';
import { dataText } from '../resources/record-sql.js';
import { attachmentsOf } from './attachments.js';
import { dayDetails } from './day-service.js';
import type { ElogDefinition } from './elog-definitions.js';
import type { DayRow } from './elog-days.js';
import { peopleOf } from './people.js';
import { dayView, entryView, historyView } from './routes.js';
import { findSnapshot } from './ship-forms.js';
import { elogEntryVersions } from './tables.js';

type Body = Record<string, unknown>;

export async function printView(db: Db, elog: ElogDefinition, day: DayRow, principal: Principal): Promise<ElogPrintout> {
  const { entries, signatures, history } = await dayDetails(db, day);
  const versions = entries.length
    ? await db.select().from(elogEntryVersions).where(inArray(elogEntryVersions.entryId, entries.map((e) => e.id))).orderBy(asc(elogEntryVersions.version))
    : [];
  const people = await peopleOf(db, [...entries.map((e) => e.updatedBy ?? e.createdBy ?? ''), ...versions.map((v) => v.author), ...history.map((h) => h.username), principal.username]);
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
    history: historyView(history, people),
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
