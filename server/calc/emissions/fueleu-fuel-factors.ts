/**
 * FuelEU Maritime default factors per fuel and consumer (Annex II): LCV, well-to-tank intensity, tank-to-wake
 * emission factors and methane slip. Deliberately separate from the IMO table: FuelEU has its own LCVs. Pure: no I/O.
 */

/** One fuel pathway's FuelEU factors; LCV in MJ/g, WtT in gCO2e/MJ, Cf in g gas per g fuel, slip in % of fuel mass. */
export interface FuelEuFuelFactor {
  lcvMjPerG: number;
  wttGCo2ePerMj: number;
  cfCo2: number;
  /** null where the reference gives no verified value: the caller must supply one. */
  cfCh4: number | null;
  cfN2o: number | null;
  /** Slip when the fuel has one value for every consumer. */
  slipPercent?: number;
  /** Slip per consumer class when it depends on the engine (LNG); then the consumer must be named. */
  engines?: Readonly<Record<string, { slipPercent: number }>>;
  /** Renewable fuel of non-biological origin: earns the RWD reward multiplier (Art. 5). */
  isRfnbo?: boolean;
}

export type FuelEuFuelTable = Readonly<Record<string, FuelEuFuelFactor>>;

/** The LNG consumer classes of Annex II, coded as in the reference data. */
export type LngEngineClass = 'LNG_OTTO_MS' | 'LNG_OTTO_SS' | 'LNG_DIESEL_SS' | 'LNG_LBSI';

// Regulation (EU) 2023/1805 Annex II default factors for fossil fuels (reference emissions.md §5.3).
export const FUELEU_FUEL_FACTORS: FuelEuFuelTable = {
  HFO: { lcvMjPerG: 0.0405, wttGCo2ePerMj: 13.5, cfCo2: 3.114, cfCh4: 0.00005, cfN2o: 0.00018, slipPercent: 0 },
  LFO: { lcvMjPerG: 0.041, wttGCo2ePerMj: 13.2, cfCo2: 3.151, cfCh4: 0.00005, cfN2o: 0.00018, slipPercent: 0 },
  MDO_MGO: { lcvMjPerG: 0.0427, wttGCo2ePerMj: 14.4, cfCo2: 3.206, cfCh4: 0.00005, cfN2o: 0.00018, slipPercent: 0 },
  LNG: {
    lcvMjPerG: 0.0491, wttGCo2ePerMj: 18.5, cfCo2: 2.75, cfCh4: 0, cfN2o: 0.00011,
    engines: {
      LNG_OTTO_MS: { slipPercent: 3.1 },
      LNG_OTTO_SS: { slipPercent: 1.7 },
      LNG_DIESEL_SS: { slipPercent: 0.2 },
      LNG_LBSI: { slipPercent: 2.6 },
    } satisfies Record<LngEngineClass, { slipPercent: number }>,
  },
  // Fossil methanol: CH4/N2O factors UNVERIFIED in the reference, so none is assumed.
  METHANOL: { lcvMjPerG: 0.0199, wttGCo2ePerMj: 31.3, cfCo2: 1.375, cfCh4: null, cfN2o: null, slipPercent: 0 },
};

/** The factors of one fuel use resolved to numbers: the slip of its consumer, CH4 and N2O known. */
export interface ResolvedFuelEuFactor {
  lcvMjPerG: number;
  wttGCo2ePerMj: number;
  cfCo2: number;
  cfCh4: number;
  cfN2o: number;
  slipPercent: number;
  isRfnbo: boolean;
}

/** Looks up a fuel (and its consumer where the slip depends on it); throws naming what is missing. */
export function fuelEuFuelFactor(fuel: string, engine: string | undefined, table: FuelEuFuelTable = FUELEU_FUEL_FACTORS): ResolvedFuelEuFactor {
  const factor = table[fuel];
  if (!factor) throw new RangeError(`no FuelEU factors for fuel "${fuel}"; known: ${Object.keys(table).join(', ')}`);
  if (factor.cfCh4 === null || factor.cfN2o === null) {
    throw new RangeError(`FuelEU CH4/N2O factors of "${fuel}" are not known; supply them in the fuel table`);
  }
  let slipPercent = factor.slipPercent ?? 0;
  if (factor.engines) {
    const byEngine = engine === undefined ? undefined : factor.engines[engine];
    if (!byEngine) throw new RangeError(`fuel "${fuel}" needs its consumer class; known: ${Object.keys(factor.engines).join(', ')}`);
    slipPercent = byEngine.slipPercent;
  }
  return {
    lcvMjPerG: factor.lcvMjPerG, wttGCo2ePerMj: factor.wttGCo2ePerMj, cfCo2: factor.cfCo2,
    cfCh4: factor.cfCh4, cfN2o: factor.cfN2o, slipPercent, isRfnbo: factor.isRfnbo === true,
  };
}
