/**
 * The shaft of one minute: power for the speed through water on a fouled hull in wind and waves, the rpm the
 * propeller turns at, torque, and the pitch of a controllable-pitch propeller; and the speed a constant engine
 * setting gives in the weather of the moment.
 */
import type { Conditions } from './environment.js';
import { angleDiffDeg } from './geo.js';
import { cleanHullPowerKw, propellerRpm, waveAddedFraction, windAddedPowerKw } from './hull-physics.js';
import type { Rng } from './prng.js';
import type { ShipModel } from './ship-models.js';

const toRad = Math.PI / 180;

/** What the shaft sees this minute; the simulator fills one object and reuses it. */
export interface ShaftDemand {
  stwKn: number;
  sogKn: number;
  headingDeg: number;
  displacementT: number;
  meanDraftM: number;
  isLaden: boolean;
  /** fractional power increase of the fouled hull */
  fouling: number;
  relWindKn: number;
  relWindAngleDeg: number;
  rudderDeg: number;
  manoeuvring: boolean;
}

/** The shaft's answer; reused between minutes. */
export interface ShaftOutput {
  powerKw: number;
  rpm: number;
  /** summed over the shafts, kNm */
  torqueKnm: number;
  /** % of design pitch (100 for fixed-pitch propellers) */
  pitchPct: number;
}

/** Fills `out` with the shaft of one minute; minute-to-minute scatter comes from `noise`. */
export function driveShaft(m: ShipModel, d: ShaftDemand, w: Conditions, noise: Rng, out: ShaftOutput): void {
  if (d.stwKn < 0.3) {
    out.powerKw = 0; out.rpm = 0; out.torqueKnm = 0; out.pitchPct = 0;
    return;
  }
  const clean = cleanHullPowerKw(m, d.displacementT, d.stwKn);
  const waves = waveAddedFraction(m, w.beaufort, angleDiffDeg(d.headingDeg, w.windFromDeg), d.displacementT, d.isLaden);
  let power = clean * (1 + d.fouling) * (1 + waves) + windAddedPowerKw(m, d.meanDraftM, d.relWindKn, d.relWindAngleDeg, d.sogKn);
  power = Math.min(Math.max(power, 0.3 * clean), 0.98 * m.engineCount * m.engineMcrKw * m.transmissionEfficiency);
  // rudder work while manoeuvring, and the wave-by-wave scatter of the torque meter
  if (d.manoeuvring) power += 0.02 * clean * Math.abs(d.rudderDeg);
  power *= 1 + 0.012 * noise.normal();
  let rpm = propellerRpm(m, d.stwKn, d.displacementT, power / clean);
  let pitch = 100;
  if (m.propulsion === 'geared-cpp') {
    // combinator mode: constant shaft speed with reduced pitch below 75 % of MCR rpm
    const minRpm = 0.75 * m.propellerRpmAtMcr;
    if (rpm < minRpm) {
      pitch = (100 * rpm) / minRpm;
      rpm = minRpm;
    }
  }
  rpm = Math.min(rpm * (1 + 0.002 * noise.normal()), 1.05 * m.propellerRpmAtMcr);
  out.powerKw = power;
  out.rpm = rpm;
  // P = 2π·n·Q/60 (performance.md §1.2)
  out.torqueKnm = (power * 60) / (2 * Math.PI * rpm);
  out.pitchPct = pitch;
}

/**
 * The STW a constant engine setting gives: the master sets the power that would make `serviceKn` in calm water on
 * today's hull, and wind and waves take their share of it.
 */
export function speedAtSettingKn(m: ShipModel, serviceKn: number, d: ShaftDemand, w: Conditions): number {
  const setKw = cleanHullPowerKw(m, d.displacementT, serviceKn) * (1 + d.fouling);
  const encounter = angleDiffDeg(d.headingDeg, w.windFromDeg);
  const waves = waveAddedFraction(m, w.beaufort, encounter, d.displacementT, d.isLaden);
  const windKw = windAddedPowerKw(m, d.meanDraftM, w.windSpeedKn + d.stwKn * Math.cos(encounter * toRad), encounter, d.stwKn);
  const available = Math.max(0.3 * setKw, setKw - windKw) / ((1 + d.fouling) * (1 + waves));
  return Math.cbrt((available * m.admiraltyCoefficient) / d.displacementT ** (2 / 3));
}
