/**
 * The hull and propeller of a demo ship: displacement ↔ draft, calm-water power by the admiralty law, wind and wave
 * added power, and propeller rpm from speed, slip and how heavily the propeller runs.
 */
import type { ShipModel } from './ship-models.js';

const knToMs = 1852 / 3600;
const airDensity = 1.225;
/** reference propulsive efficiency of the ISO 19030 wind correction (performance.md §1.5) */
const etaD0 = 0.7;

/** Mean draft at a displacement: Δ ∝ T^1.1 about the design point (waterlines fill out as the ship sinks). */
export function meanDraftM(m: ShipModel, displacementT: number): number {
  return m.designDraft * (displacementT / m.designDisplacement) ** (1 / 1.1);
}

/** The inverse of meanDraftM. */
export function displacementAtDraftT(m: ShipModel, meanDraft: number): number {
  return m.designDisplacement * (meanDraft / m.designDraft) ** 1.1;
}

/** Calm-water power of a clean hull, kW: admiralty form P = Δ^(2/3)·V³/C (performance.md §2). */
export function cleanHullPowerKw(m: ShipModel, displacementT: number, stwKn: number): number {
  return (displacementT ** (2 / 3) * stwKn ** 3) / m.admiraltyCoefficient;
}

/** The STW a clean hull makes with `powerKw` in calm water (the admiralty law solved for V). */
export function cleanHullSpeedKn(m: ShipModel, displacementT: number, powerKw: number): number {
  return Math.cbrt((Math.max(0, powerKw) * m.admiraltyCoefficient) / displacementT ** (2 / 3));
}

/**
 * Added power of the wind, kW (negative with a following wind): ISO 19030-2 Annex G,
 * R_AA = ½ρ·A_XV·(C_X(ψ)·V_WR² − C_X(0)·V_G²), ΔP = R_AA·V_G/η_D0 (performance.md §1.5), with
 * A_XV grown by the freeboard gained below design draft (Eq. G3) and C_X(ψ) ≈ 0.85·cos ψ (a smooth stand-in for the ITTC tables).
 */
export function windAddedPowerKw(m: ShipModel, meanDraft: number, relWindKn: number, relAngleDeg: number, sogKn: number): number {
  const area = m.windageAreaM2 + (m.designDraft - meanDraft) * m.breadth;
  const cx = 0.85 * Math.cos((relAngleDeg * Math.PI) / 180);
  const vwr = relWindKn * knToMs, vg = sogKn * knToMs;
  const resistanceN = 0.5 * airDensity * area * (cx * vwr * vwr - 0.85 * vg * vg);
  return (resistanceN * vg) / etaD0 / 1000;
}

/**
 * Added power fraction in waves raised by the wind, at constant speed: Kwon's speed loss
 * ΔV/V(%) = C_β·C_U·C_Form (performance.md §2, coefficients UNVERIFIED; C_U taken as a flat 0.8), turned into power by
 * the cube law, P ∝ V³. `encounterDeg` is the angle between the bow and where the waves come from (0 = head seas).
 */
export function waveAddedFraction(m: ShipModel, beaufort: number, encounterDeg: number, displacementT: number, isLaden: boolean): number {
  if (beaufort <= 0) return 0;
  const volume23 = (displacementT / 1.025) ** (2 / 3);
  const fine = m.kind === 'container' || m.kind === 'ropax' || m.kind === 'cruise';
  const form = fine
    ? 0.7 * beaufort + beaufort ** 6.5 / (22 * volume23)
    : (isLaden ? 0.5 : 0.7) * beaufort + beaufort ** 6.5 / (2.7 * volume23);
  const a = Math.abs(encounterDeg);
  const twiceCBeta = a <= 30 ? 2 : a <= 60 ? 1.7 - 0.03 * (beaufort - 4) ** 2 : a <= 150 ? 0.9 - 0.06 * (beaufort - 6) ** 2 : 0.4 - 0.03 * (beaufort - 8) ** 2;
  const loss = Math.min(40, Math.max(0, (twiceCBeta / 2) * 0.8 * form)) / 100;
  return (1 / (1 - loss)) ** 3 - 1;
}

/**
 * Propeller rpm: propeller speed V_p = n·pitch·60/1852 with apparent slip s = 1 − V/V_p (performance.md §2); slip is
 * lower in ballast, and a heavier-running propeller (fouling, weather: `powerRatio` = power / clean calm-water power)
 * turns faster at the same speed, though less than the propeller law's cube root would give.
 */
export function propellerRpm(m: ShipModel, stwKn: number, displacementT: number, powerRatio: number): number {
  const slip = m.designSlip * (displacementT / m.designDisplacement) ** 0.3;
  const calm = (stwKn * 1852) / 60 / (m.pitchM * (1 - slip));
  return calm * Math.max(0.5, powerRatio) ** 0.2;
}
