/**
 * Who may use /api/measures/… (SPEC §7 "measures"). Reading tags and their data summaries needs MEASURES or
 * MASTER_DATA at VIEW (the tag list is master data; the measurements screen asks for both); changing anything —
 * importing measurements, the pre-delete check — needs MEASURES at MANAGEMENT, as the generic `measure` resource's
 * `manage` access and POST /measures/ingest do. Every answer is limited to the ships the user may see.
 */
import { requireAnyFunction, requireFunction } from '../../http/auth.js';

export const readMeasures = requireAnyFunction(['MEASURES', 'MASTER_DATA'], 'VIEW');
export const manageMeasures = requireFunction('MEASURES', 'MANAGEMENT');

/** The units a principal may write, as ingestion takes them: undefined for administrators (every unit). */
export const writableUnits = (principal: { userType: string; unitIds: readonly string[] }) =>
  principal.userType === 'ADMIN' ? undefined : new Set(principal.unitIds);
