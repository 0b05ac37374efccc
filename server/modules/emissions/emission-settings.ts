/** The emissions choices an implementer sets as app parameters (reference: UNVERIFIED constants are configurable). */
import type { BoundaryTieRule } from '../../calc/emissions/cii-rating.js';
import type { CiiTableEdition } from '../../calc/emissions/cii-tables.js';
import type { GwpSetId } from '../../calc/emissions/gwp.js';
import type { Db } from '../../db/engine.js';
import { readNumberParameters } from '../params/parameters.js';

export interface EmissionSettings {
  ciiEdition: CiiTableEdition;
  ciiTieRule: BoundaryTieRule;
  fuelEuGwp: GwpSetId;
  etsAllowancePriceEur: number;
  etsIceClassLastEmissionYear: number;
}

export async function loadEmissionSettings(db: Db): Promise<EmissionSettings> {
  const p = await readNumberParameters(db, [
    'emissions.ets.allowancePriceEur', 'emissions.ets.iceClassLastEmissionYear', 'emissions.cii.edition',
    'emissions.cii.boundaryToBetterBand', 'emissions.fueleu.gwpAssessmentReport',
  ]);
  return {
    ciiEdition: p['emissions.cii.edition'] === 2021 ? '2021' : '2022',
    ciiTieRule: p['emissions.cii.boundaryToBetterBand'] === 1 ? 'BETTER' : 'WORSE',
    fuelEuGwp: p['emissions.fueleu.gwpAssessmentReport'] === 4 ? 'AR4' : 'AR5',
    etsAllowancePriceEur: Math.max(0, p['emissions.ets.allowancePriceEur']),
    etsIceClassLastEmissionYear: p['emissions.ets.iceClassLastEmissionYear'],
  };
}

/** The settings as the screens show them. */
export const publicSettings = (s: EmissionSettings) => ({
  ciiEdition: s.ciiEdition, ciiTieRule: s.ciiTieRule, fuelEuGwp: s.fuelEuGwp, etsAllowancePriceEur: s.etsAllowancePriceEur,
});
