/**
 * What a printout's header says of a ship: name, code, IMO number, call sign and flag with the nation's name in both
 * languages (the logbook day's page header, the report sources' `ship`).
 */
import type { PrintShip } from '../../../descriptors/lib/elog/print-answer.js';
import { isJsonObject } from '../../../descriptors/lib/json-object.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { Db } from '../../db/engine.js';
import { findShip } from '../access/ships.js';
import { selectRecords } from '../resources/record-queries.js';

type Body = Record<string, unknown>;

/** What the page header says of the ship: name, IMO number, flag (with the nation's name) and call sign when known. */
export async function shipParticulars(db: Db, unitId: string): Promise<PrintShip> {
  const unit = await findShip(db, unitId);
  const particulars = unit?.particulars ?? {};
  const flagCode = typeof particulars.flag === 'string' && particulars.flag ? particulars.flag : null;
  const [nation] = flagCode ? await selectRecords(db, 'nation', { codes: [flagCode] }) : [];
  const callSign = typeof particulars.callSign === 'string' && particulars.callSign.trim() ? particulars.callSign.trim() : null;
  return {
    id: unitId, code: unit?.code ?? null, name: unit?.name ?? null, imoNumber: unit?.imoNumber ?? null, callSign,
    flag: flagCode ? { code: flagCode, name: nation ? labelOf(nation.data, 'name') : null } : null,
  };
}

/** A record's label as text in both languages: { en, ru } as stored, or a name with its `…Ru` twin (ports). */
export function labelOf(data: Body, field: string): LocalText | null {
  const label = data[field];
  if (isJsonObject(label) && typeof label.en === 'string') return { en: label.en, ...(typeof label.ru === 'string' ? { ru: label.ru } : {}) };
  if (typeof label !== 'string') return null;
  const ru = data[`${field}Ru`];
  return typeof ru === 'string' && ru ? { en: label, ru } : label;
}

