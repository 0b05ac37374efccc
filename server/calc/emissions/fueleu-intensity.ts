/**
 * FuelEU Maritime GHG intensity of the energy used on board (Annex I): well-to-tank plus tank-to-wake with methane
 * slip, the RFNBO reward factor, shore power, and the wind-assisted propulsion reward. Pure: no I/O.
 */
import { assertNonNegative, GRAMS_PER_TONNE, type FuelUse } from './fuel-factors.js';
import { fuelEuFuelFactor, FUELEU_FUEL_FACTORS, type FuelEuFuelTable } from './fueleu-fuel-factors.js';
import { GWP_SETS, type GwpSet, type GwpSetId } from './gwp.js';
import { EU_SCOPE_SHARE, type EuScope } from '../../../descriptors/lib/emissions/eu-scope.js';

/** A wind-reward step: from this P_wind/P_prop ratio up, f_wind applies. */
export interface WindRewardStep {
  minRatio: number;
  factor: number;
}

// Regulation (EU) 2023/1805 Annex I f_wind: 0.1 → 0.99, 0.2 → 0.97, ≥ 0.3 → 0.95, else 1 (thresholds UNVERIFIED, configurable).
export const FUELEU_WIND_REWARD_STEPS: readonly WindRewardStep[] = [
  { minRatio: 0.3, factor: 0.95 },
  { minRatio: 0.2, factor: 0.97 },
  { minRatio: 0.1, factor: 0.99 },
];

// Regulation (EU) 2023/1805 Art. 5 / Annex I: RWD = 2 for RFNBOs from 2025 to the end of 2033, else 1.
export const FUELEU_RFNBO_REWARD = { factor: 2, fromYear: 2025, toYear: 2033 } as const;

/** f_wind for a ratio of wind to propulsion power: the factor of the highest step reached (Annex I). */
export function windRewardFactor(windPowerRatio: number, steps: readonly WindRewardStep[] = FUELEU_WIND_REWARD_STEPS): number {
  assertNonNegative(windPowerRatio, 'P_wind/P_prop');
  const reached = [...steps].sort((a, b) => b.minRatio - a.minRatio).find((step) => windPowerRatio >= step.minRatio);
  return reached ? reached.factor : 1;
}

/** RWD of a fuel in a year (Art. 5): 2 for RFNBOs 2025–2033, else 1. */
export function rfnboRewardFactor(isRfnbo: boolean, year: number): number {
  return isRfnbo && year >= FUELEU_RFNBO_REWARD.fromYear && year <= FUELEU_RFNBO_REWARD.toYear ? FUELEU_RFNBO_REWARD.factor : 1;
}

export interface FuelEuOptions {
  /** GWP set; default AR5 (as THETIS applies it), AR4 as in the regulation text. */
  gwp?: GwpSetId | GwpSet;
  fuelTable?: FuelEuFuelTable;
  windSteps?: readonly WindRewardStep[];
}

export interface FuelEuIntensityInput {
  year: number;
  /** Fuel in scope (already weighted by the voyage shares, see fuelEuScopedFuel), t. */
  fuel: readonly FuelUse[];
  /** E_k: on-shore power supply electricity used at berth, MJ. */
  opsElectricityMj?: number;
  /** P_wind / P_prop for the wind reward; omit for none. */
  windPowerRatio?: number;
}

export interface FuelEuIntensity {
  wttGCo2ePerMj: number;
  ttwGCo2ePerMj: number;
  windFactor: number;
  /** GHGIE_actual = f_wind · (WtT + TtW), gCO2e/MJ. */
  ghgIntensity: number;
  /** Σ M·LCV + Σ E: the energy the compliance balance multiplies (Annex IV). */
  energyMj: number;
  /** Σ M·LCV·RWD + Σ E: the intensity's denominator. */
  rewardedEnergyMj: number;
  /** Σ of WtT and TtW emissions, gCO2e (before f_wind). */
  emissionsG: number;
}

const resolveGwp = (gwp: GwpSetId | GwpSet | undefined): GwpSet => (typeof gwp === 'string' ? GWP_SETS[gwp] : gwp ?? GWP_SETS.AR5);

/**
 * GHGIE = f_wind · (WtT + TtW) with WtT = Σ M·CO2eq_WtT·LCV / (Σ M·LCV·RWD + Σ E) and
 * TtW = Σ M·[(1 − C_slip)·CO2eq_TtW + C_slip·GWP_CH4] / (same denominator)  (Regulation (EU) 2023/1805 Annex I).
 */
export function fuelEuGhgIntensity(input: FuelEuIntensityInput, options: FuelEuOptions = {}): FuelEuIntensity {
  const gwp = resolveGwp(options.gwp);
  const ops = input.opsElectricityMj ?? 0;
  assertNonNegative(ops, 'OPS electricity');
  let wttG = 0;
  let ttwG = 0;
  let energyMj = ops;
  let rewardedEnergyMj = ops;
  for (const use of input.fuel) {
    assertNonNegative(use.massT, `fuel mass of ${use.fuel}`);
    const f = fuelEuFuelFactor(use.fuel, use.engine, options.fuelTable ?? FUELEU_FUEL_FACTORS);
    const massG = use.massT * GRAMS_PER_TONNE;
    const energy = massG * f.lcvMjPerG;
    const slip = f.slipPercent / 100;
    const co2eqTtw = f.cfCo2 * gwp.co2 + f.cfCh4 * gwp.ch4 + f.cfN2o * gwp.n2o;
    wttG += energy * f.wttGCo2ePerMj;
    ttwG += massG * ((1 - slip) * co2eqTtw + slip * gwp.ch4);
    energyMj += energy;
    rewardedEnergyMj += energy * rfnboRewardFactor(f.isRfnbo, input.year);
  }
  if (!(rewardedEnergyMj > 0)) throw new RangeError('FuelEU intensity needs some energy in scope');
  const windFactor = input.windPowerRatio === undefined ? 1 : windRewardFactor(input.windPowerRatio, options.windSteps);
  const wtt = wttG / rewardedEnergyMj;
  const ttw = ttwG / rewardedEnergyMj;
  return {
    wttGCo2ePerMj: wtt, ttwGCo2ePerMj: ttw, windFactor, ghgIntensity: windFactor * (wtt + ttw),
    energyMj, rewardedEnergyMj, emissionsG: wttG + ttwG,
  };
}

/** The fuel in scope of a period: each leg's fuel times its share (Regulation (EU) 2023/1805 Art. 2), summed per fuel and consumer. */
export function fuelEuScopedFuel(legs: readonly { scope: EuScope; fuel: readonly FuelUse[] }[]): FuelUse[] {
  const byKey = new Map<string, FuelUse>();
  for (const leg of legs) {
    const share = EU_SCOPE_SHARE[leg.scope];
    for (const use of leg.fuel) {
      assertNonNegative(use.massT, `fuel mass of ${use.fuel}`);
      const key = `${use.fuel}\u0000${use.engine ?? ''}`;
      const entry = byKey.get(key) ?? { fuel: use.fuel, engine: use.engine, massT: 0 };
      entry.massT += share * use.massT;
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].filter((use) => use.massT > 0);
}
