/**
 * Weather and sea around one ship: a climatological mean (westerlies, trade winds, the Indian monsoon, sea
 * temperature by latitude and season) plus seeded Ornstein–Uhlenbeck anomalies, so wind, current and temperatures
 * wander smoothly over hours and days and differ from ship to ship.
 */
import type { Rng } from './prng.js';

/** The conditions of one minute; the object is reused, read it before the next step. */
export interface Conditions {
  /** true wind speed, kn */
  windSpeedKn: number;
  /** true wind direction the wind blows from, degrees */
  windFromDeg: number;
  /** Beaufort number of the true wind */
  beaufort: number;
  seaTempC: number;
  airTempC: number;
  /** surface current (towards), kn */
  currentEastKn: number;
  currentNorthKn: number;
}

/** One ship's weather process. */
export interface Weather {
  conditions: Conditions;
  /** Advances one minute to `timeMs` at the ship's position. */
  step(timeMs: number, lat: number, lon: number): void;
}

const dayMs = 86_400_000;
const minutesPerHour = 60;
// WMO Beaufort upper bounds, m/s (performance.md §2)
const beaufortUpperMs = [0.2, 1.5, 3.3, 5.4, 7.9, 10.7, 13.8, 17.1, 20.7, 24.4, 28.4, 32.6];
const knToMs = 1852 / 3600;

/** The Beaufort number of a wind speed in knots. */
export function beaufortOf(windKn: number): number {
  const ms = windKn * knToMs;
  const i = beaufortUpperMs.findIndex((upper) => ms <= upper);
  return i < 0 ? 12 : i;
}

/** Starts a weather process; all its randomness comes from `rng`. */
export function createWeather(rng: Rng): Weather {
  const conditions: Conditions = { windSpeedKn: 0, windFromDeg: 0, beaufort: 0, seaTempC: 10, airTempC: 10, currentEastKn: 0, currentNorthKn: 0 };
  // anomalies: synoptic wind (τ 18 h), current (τ 8 h), sea (τ 5 d) and air (τ 12 h) temperature
  const wind = { u: rng.normal() * 6, v: rng.normal() * 6 };
  const current = { u: rng.normal() * 0.3, v: rng.normal() * 0.3 };
  let seaAnomaly = rng.normal() * 0.6, airAnomaly = rng.normal() * 1.2;
  // Euler step of dx = −x/τ dt + σ·√(2/τ) dW, one minute at a time
  const ou = (x: number, tauMin: number, sigma: number): number => x - x / tauMin + sigma * Math.sqrt(2 / tauMin) * rng.normal();
  const windTau = 18 * minutesPerHour, currentTau = 8 * minutesPerHour, seaTau = 5 * 24 * minutesPerHour, airTau = 12 * minutesPerHour;
  // the climatology changes slowly: refresh it every ten minutes
  let mean = { u: 0, v: 0, sigma: 0 }, climateSst = 0, winter = 0, climateUntil = -Infinity;
  return {
    conditions,
    step(timeMs, lat, lon) {
      if (timeMs >= climateUntil) {
        const doy = ((timeMs % (365.25 * dayMs)) + 365.25 * dayMs) % (365.25 * dayMs) / dayMs;
        mean = meanWind(lat, lon, doy);
        climateSst = seaTemperature(lat, lon, doy);
        winter = winterness(lat, doy) * smooth(Math.abs(lat), 30, 55);
        climateUntil = timeMs + 10 * 60_000;
      }
      wind.u = ou(wind.u, windTau, mean.sigma);
      wind.v = ou(wind.v, windTau, mean.sigma);
      current.u = ou(current.u, currentTau, 0.3);
      current.v = ou(current.v, currentTau, 0.3);
      seaAnomaly = ou(seaAnomaly, seaTau, 0.6);
      airAnomaly = ou(airAnomaly, airTau, 1.2);
      const u = mean.u + wind.u, v = mean.v + wind.v;
      // gusts: minute-to-minute scatter of the anemometer around the synoptic wind
      const speed = Math.max(0, Math.sqrt(u * u + v * v) * (1 + 0.07 * rng.normal()));
      conditions.windSpeedKn = speed;
      // the wind blows towards (u, v), so it comes from the direction of (−u, −v)
      conditions.windFromDeg = (Math.atan2(-u, -v) * 180) / Math.PI + 4 * rng.normal();
      conditions.windFromDeg = ((conditions.windFromDeg % 360) + 360) % 360;
      conditions.beaufort = beaufortOf(speed);
      conditions.seaTempC = Math.max(-1.8, climateSst + seaAnomaly);
      const localHour = (((timeMs / 3_600_000 + lon / 15) % 24) + 24) % 24;
      const diurnal = 1.5 * Math.sin((2 * Math.PI * (localHour - 9)) / 24);
      conditions.airTempC = conditions.seaTempC - 2.5 * winter + diurnal + airAnomaly;
      conditions.currentEastKn = current.u;
      conditions.currentNorthKn = current.v;
    },
  };
}

/** +1 at the local winter peak (late January in the north), −1 in summer. */
function winterness(lat: number, doy: number): number {
  const w = Math.cos((2 * Math.PI * (doy - 20)) / 365.25);
  return lat >= 0 ? w : -w;
}

/** 0 below a, 1 above b, smooth in between. */
function smooth(x: number, a: number, b: number): number {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

function inBand(x: number, from: number, to: number, edge: number): number {
  return smooth(x, from - edge, from + edge) * (1 - smooth(x, to - edge, to + edge));
}

/** Climatological wind (towards east u, north v, kn) and the spread of its anomalies. */
function meanWind(lat: number, lon: number, doy: number): { u: number; v: number; sigma: number } {
  const a = Math.abs(lat), winter = winterness(lat, doy);
  const westerly = inBand(a, 38, 66, 6) * (7 + 4 * winter);
  const trade = inBand(a, 8, 30, 5) * 9;
  let u = westerly - trade;
  let v = (lat >= 0 ? -0.5 : 0.5) * trade;
  // Indian Ocean monsoon: south-westerly June–September, north-easterly December–March
  const monsoon = inBand(lon, 45, 100, 4) * inBand(lat, 0, 25, 3);
  const summer = inBand(doy, 150, 275, 12), northEast = 1 - inBand(doy, 90, 330, 20);
  u += monsoon * (12 * summer - 6 * northEast);
  v += monsoon * (8 * summer - 4 * northEast);
  // Red Sea: north-north-westerly in its northern half
  const redSea = inBand(lon, 32, 44, 1) * inBand(lat, 18, 30, 2);
  u += redSea * 2;
  v -= redSea * 11;
  const sigma = 4 + 6 * smooth(a, 28, 50) + 2.5 * Math.max(0, winter) * smooth(a, 35, 60);
  return { u, v, sigma };
}

/** Climatological sea-surface temperature, °C: warm tropics, cold high latitudes, a colder and more seasonal Baltic. */
function seaTemperature(lat: number, lon: number, doy: number): number {
  const a = Math.abs(lat);
  const baltic = inBand(lon, 10, 31, 1) * inBand(lat, 53.5, 66, 1);
  // the North Atlantic Drift keeps the Norwegian coast ice-free
  const drift = inBand(lon, -15, 32, 4) * smooth(lat, 55, 62) * 2.5;
  const annual = 28.5 - 24 * (a / 70) ** 1.6 - 1.5 * baltic + drift;
  const amplitude = 1 + 5 * smooth(a, 20, 45) + 3 * baltic - drift * 0.6;
  const peakDoy = lat >= 0 ? 225 : 45;
  return annual + amplitude * Math.cos((2 * Math.PI * (doy - peakDoy)) / 365.25);
}
