/** The ad hoc calculators: figures from what the user types, no voyage record (CII with its reference-line chart, AER/cgDIST, EEOI). */
import type {
  AerCalculateRequest, AerCalculateResponse, CiiCalculateRequest, CiiCalculateResponse, EeoiCalculateRequest, EeoiCalculateResponse,
} from '../../../descriptors/lib/emissions/api-types.js';
import { periodEeoi, voyageEeoi } from '../../calc/emissions/eeoi.js';
import { imoCo2Tonnes } from '../../calc/emissions/fuel-factors.js';
import type { Db } from '../../db/engine.js';
import { assessOrProblem, ciiCurve, toAssessmentDto } from './cii-figures.js';
import { loadEmissionSettings, publicSettings } from './emission-settings.js';
import { fieldError } from './emissions-service.js';
import { loadFuelTables, type FuelTables } from './fuel-tables.js';
import { CII_TYPE_OF_SHIP_TYPE } from './ship-profiles.js';

function checkFuels(tables: FuelTables, fuel: readonly { fuel: string }[], prefix: string) {
  fuel.forEach((f, i) => { if (!tables.imo[f.fuel]) throw fieldError(`${prefix}/${i}/fuel`, 'emissions.validation.unknownFuel', { fuel: f.fuel }); });
}

export async function calculateCii(db: Db, request: CiiCalculateRequest): Promise<CiiCalculateResponse> {
  const [settings, tables] = [await loadEmissionSettings(db), await loadFuelTables(db)];
  const shipType = CII_TYPE_OF_SHIP_TYPE[request.shipType];
  if (!shipType) throw fieldError('/shipType', 'emissions.validation.unknownShipType');
  checkFuels(tables, request.fuel, '/fuel');
  const fuel = request.fuel.map((f) => ({ fuel: f.fuel, massT: f.massT }));
  const assessed = assessOrProblem({ shipType, dwt: request.dwt, gt: request.gt, year: request.year, fuel, distanceNm: request.distanceNm }, settings, tables);
  if ('key' in assessed) {
    if (assessed.key === 'emissions.problems.capacityMissing') {
      const kind = String(assessed.values?.kind ?? 'DWT');
      throw fieldError(kind === 'GT' ? '/gt' : '/dwt', 'emissions.validation.capacityMissing', { kind });
    }
    throw fieldError('/year', assessed.key, assessed.values as Record<string, string | number>);
  }
  return {
    assessment: toAssessmentDto(assessed, request.distanceNm), settings: publicSettings(settings),
    curve: ciiCurve({ shipType, dwt: request.dwt, gt: request.gt }, request.year, settings, assessed.capacity),
  };
}

export async function calculateAer(db: Db, request: AerCalculateRequest): Promise<AerCalculateResponse> {
  const tables = await loadFuelTables(db);
  checkFuels(tables, request.fuel, '/fuel');
  const co2T = imoCo2Tonnes(request.fuel, tables.imo);
  // MEPC.352(78) G1: AER = Σ FC·CF / (DWT · D_t); cgDIST the same with GT.
  return { co2T, value: (co2T * 1e6) / (request.capacity * request.distanceNm), capacityKind: request.capacityKind };
}

export async function calculateEeoi(db: Db, request: EeoiCalculateRequest): Promise<EeoiCalculateResponse> {
  const tables = await loadFuelTables(db);
  request.voyages.forEach((v, i) => checkFuels(tables, v.fuel, `/voyages/${i}/fuel`));
  const dto = (f: ReturnType<typeof voyageEeoi>) => ({ co2T: f.co2T, transportWork: f.transportWork, value: f.eeoi });
  return { voyages: request.voyages.map((v) => dto(voyageEeoi(v, tables.imo))), total: dto(periodEeoi(request.voyages, tables.imo)) };
}
