/**
 * The deck log's entries (descriptors/kinds/form/builtin/ELOG_DECK_*.json) from the ship's minutes: a watch states the
 * ship's track and weather at its start, as the sensor pre-fill does; the noon report the run since the last noon; the
 * departure and arrival reports the port call the voyage record holds. Reports state the fuel burnt since the previous
 * report, so the deck log's legs and stays carry the same fuel as the ship's meters.
 */
import { averageAbove, hoursAbove, trackDistanceNm, type Fix, type Sample } from '../../server/calc/track-run.js';
import type { DemoDeparture, DemoVoyageLeg } from '../demo-fleet/generate-demo-fleet.js';
import { beaufortOf, douglasOf, hourMs, iso, minuteMs, round, type ShipDay } from './planned-entry.js';
import { consumptionOf, robList, type ShipLogState } from './ship-log-state.js';
import type { ShipMinutes } from './ship-minutes.js';

const watches = ['00-04', '04-08', '08-12', '12-16', '16-20', '20-24'] as const;
/** Tugs a ship takes at berthing and unberthing; the passenger ships have thrusters enough. */
const tugsOf: Record<string, number> = { NORDIC_ORE: 2, BALTIC_AMBER: 2, KEEL_HORIZON: 2, ARCTIC_FROST: 3, GULF_STAR: 0, AURORA_SPIRIT: 0 };

/** Samples of a tag each minute in [from, to]. */
export function samples(minutes: ShipMinutes, tag: string, from: number, to: number): Sample[] {
  const out: Sample[] = [];
  for (let t = Math.ceil(from / minuteMs) * minuteMs; t <= to; t += minuteMs) {
    const v = minutes.num(tag, t);
    if (Number.isFinite(v)) out.push({ t, v });
  }
  return out;
}

/** Distance over ground along the minute fixes in [from, to], nm. */
export function runNm(minutes: ShipMinutes, from: number, to: number): number {
  const fixes: Fix[] = [];
  for (let t = Math.ceil(from / minuteMs) * minuteMs; t <= to; t += minuteMs) {
    const lat = minutes.num('LAT', t), lon = minutes.num('LON', t);
    if (Number.isFinite(lat) && Number.isFinite(lon)) fixes.push({ t, lat, lon });
  }
  return trackDistanceNm(fixes) ?? 0;
}

const position = (minutes: ShipMinutes, t: number) => ({ lat: round(minutes.num('LAT', t), 4), lon: round(minutes.num('LON', t), 4) });
const wind = (minutes: ShipMinutes, t: number) => {
  const force = beaufortOf(minutes.num('WIND_SPEED_TRUE', t));
  return { windDirection: Math.round(minutes.num('WIND_DIR_TRUE', t)) % 360, windForce: force, seaState: douglasOf(force) };
};

/**
 * Whether the sun is below the horizon at the ship (COLREG rule 20: lights from sunset to sunrise): its elevation
 * from the declination of the day of the year and the hour angle of the local solar time, with the usual −0.833° for
 * refraction and the sun's radius.
 */
function isDark(t: number, lat: number, lon: number): boolean {
  const toRad = Math.PI / 180;
  const dayOfYear = (t - Date.UTC(new Date(t).getUTCFullYear(), 0, 1)) / (24 * hourMs);
  const declination = -23.44 * toRad * Math.cos((2 * Math.PI * (dayOfYear + 10)) / 365);
  const solarHours = (t % (24 * hourMs)) / hourMs + lon / 15;
  const hourAngle = (solarHours - 12) * 15 * toRad;
  const elevation = Math.asin(Math.sin(lat * toRad) * Math.sin(declination) + Math.cos(lat * toRad) * Math.cos(declination) * Math.cos(hourAngle));
  return elevation < -0.833 * toRad;
}

/**
 * What the bridge reads off its own instruments and the sky, which the ship data lack: a barometer that falls as the
 * wind freshens (a depression coming), the tendency over the last three hours from the wind's change, visibility and
 * the weather in Beaufort letters (b blue sky, bc partly cloudy, c cloudy, o overcast, r rain, q squalls).
 */
function observedWeather(minutes: ShipMinutes, t: number): Record<string, unknown> {
  const wind = minutes.num('WIND_SPEED_TRUE', t), earlier = minutes.num('WIND_SPEED_TRUE', t - 3 * hourMs);
  const force = beaufortOf(wind);
  const change = Number.isFinite(earlier) ? wind - earlier : 0;
  return {
    barometer: Math.round(Math.min(1040, Math.max(960, 1030 - 1.2 * wind))),
    barometerTendency: change > 3 ? 'FALLING' : change < -3 ? 'RISING' : 'STEADY',
    visibility: force >= 8 ? 3 : force >= 6 ? 6 : 10,
    weather: force >= 8 ? 'oqr' : force >= 6 ? 'or' : force >= 4 ? 'c' : force >= 2 ? 'bc' : 'b',
  };
}

/** Watch `index` (0 = 00–04) of the day. */
export function watchContent(minutes: ShipMinutes, day: ShipDay, index: number, start: number, end: number): Record<string, unknown> {
  const status = minutes.text('NAV_STATUS', start);
  const underWay = status === 'AT_SEA' || status === 'MANOEUVRING';
  const heading = Math.round(minutes.num('HEADING', start)) % 360;
  const pitch = minutes.num('PROP_PITCH', start);
  return {
    watch: watches[index],
    position: { ...position(minutes, start), fixMethod: 'GNSS' },
    navigation: {
      ...(underWay ? { courseSteered: Math.round(minutes.num('COG', start)) % 360 } : {}),
      heading, courseOverGround: Math.round(minutes.num('COG', start)) % 360,
      speedThroughWater: round(minutes.num('STW', start), 1), speedOverGround: round(minutes.num('SOG', start), 1),
      shaftRpm: round(minutes.num('SHAFT_RPM', start), 1), ...(Number.isFinite(pitch) ? { propellerPitch: Math.round(pitch) } : {}),
      distanceRun: round(Math.min(200, runNm(minutes, start, end)), 1), depth: round(minutes.num('DEPTH', start), 1),
    },
    weather: {
      ...wind(minutes, start), windSpeed: Math.round(minutes.num('WIND_SPEED_TRUE', start)), ...observedWeather(minutes, start),
      airTemperature: round(minutes.num('AIR_TEMP', start), 1), seaTemperature: round(minutes.num('SEA_TEMP', start), 1),
    },
    watchkeeping: {
      navigationalStatus: status, ...(underWay ? { steeringMode: status === 'AT_SEA' ? 'AUTO' : 'HAND' } : {}),
      navigationLights: underWay || status === 'AT_ANCHOR' ? isDark(start, minutes.num('LAT', start), minutes.num('LON', start)) : false, securityLevel: '1', roundsMade: true,
    },
  };
}

/** Distance to go and an ETA for the passage under way at `t`. */
function passageAhead(state: ShipLogState, minutes: ShipMinutes, t: number, speedKn: number) {
  if (!state.passage) return {};
  const { departure } = state.passage;
  const run = state.passage.runNm + runNm(minutes, state.passage.runAt, t);
  const toGo = Math.max(0, departure.routeNm - run);
  const eta = departure.scheduledArrival?.getTime() ?? (speedKn > 3 ? t + (toGo / speedKn) * hourMs : undefined);
  return { distanceToGo: round(toGo, 1), nextPort: departure.destination, ...(eta ? { eta: iso(eta) } : {}) };
}

/** The noon report: position, the run since the last noon (or since the data began), consumption since the last report. */
export function noonContent(minutes: ShipMinutes, state: ShipLogState, day: ShipDay, noon: number, pitchM: number, isCpp: boolean): Record<string, unknown> {
  const since = Math.max(state.lastNoonAt ?? noon - 24 * hourMs, day.dataFrom);
  const distance = runNm(minutes, since, noon);
  const rpm = samples(minutes, 'SHAFT_RPM', since, noon);
  const steaming = hoursAbove(rpm, 0, since, noon + 1) ?? 0;
  const averageRpm = averageAbove(rpm, 0);
  const speed = steaming > 0 ? distance / steaming : 0;
  const slip = !isCpp && averageRpm && speed > 3 ? 100 * (1 - speed / ((averageRpm * pitchM * 60) / 1852)) : undefined;
  const status = minutes.text('NAV_STATUS', noon);
  return {
    position: position(minutes, noon), courseOverGround: Math.round(minutes.num('COG', noon)) % 360,
    distanceSinceLastNoon: round(distance, 1), steamingTime: round(steaming, 2),
    ...(averageRpm !== undefined && steaming > 0 ? { averageRpm: round(averageRpm, 1) } : {}),
    ...(slip !== undefined && slip > -50 && slip < 100 ? { slip: round(slip, 1) } : {}),
    ...(status !== 'IN_PORT' ? passageAhead(state, minutes, noon, speed) : {}),
    weather: wind(minutes, noon),
    consumption: consumptionOf(minutes, minutes.burntKg(state.lastReportAt, noon)), rob: robList(state),
  };
}

const drafts = (minutes: ShipMinutes, t: number) => ({ forward: round(minutes.num('DRAFT_FWD', t), 2), aft: round(minutes.num('DRAFT_AFT', t), 2) });

/** The first minute after `from` (within `limitMs`) whose navigational status passes `accept`. */
function firstMinute(minutes: ShipMinutes, from: number, limitMs: number, step: 1 | -1, accept: (status: string) => boolean): number | undefined {
  for (let k = 0; k * minuteMs <= limitMs; k++) {
    const t = from + step * k * minuteMs;
    if (t < minutes.from || t >= minutes.to) return undefined;
    if (accept(minutes.text('NAV_STATUS', t))) return t;
  }
  return undefined;
}

/** The departure report at the last line let go; the pilot leaves where the sea passage begins. */
export function departureContent(minutes: ShipMinutes, state: ShipLogState, departure: DemoDeparture): Record<string, unknown> {
  const t = departure.departure.getTime();
  const fullAway = firstMinute(minutes, t, 12 * hourMs, 1, (s) => s === 'AT_SEA');
  const eta = departure.scheduledArrival?.getTime();
  return {
    port: departure.port,
    times: { pilotOnBoard: iso(t - 20 * minuteMs), lastLineLetGo: iso(t), ...(fullAway ? { pilotDisembarked: iso(fullAway), fullAway: iso(fullAway) } : {}) },
    tugs: tugsOf[departure.ship] ?? 0, drafts: drafts(minutes, t), displacement: Math.round(minutes.num('DISPLACEMENT', t)),
    // below the laden threshold what stays in the tanks (an LNG carrier's heel) is not cargo carried
    cargo: { quantity: departure.condition === 'LADEN' ? departure.cargoTonnes : 0, ...(departure.teu !== undefined ? { teu: departure.teu } : {}) },
    ...(departure.passengers ? { passengers: departure.passengers } : {}),
    destination: departure.destination, ...(eta ? { eta: iso(eta) } : {}),
    rob: robList(state), consumption: consumptionOf(minutes, minutes.burntKg(state.lastReportAt, t)),
  };
}

/** The arrival report at all fast: end of the sea passage, anchorage if the ship waited, the run from the last port. */
export function arrivalContent(minutes: ShipMinutes, state: ShipLogState, leg: DemoVoyageLeg): Record<string, unknown> {
  const t = leg.arrival!.getTime();
  const lastAtSea = firstMinute(minutes, t - minuteMs, 24 * hourMs, -1, (s) => s === 'AT_SEA' || s === 'AT_ANCHOR');
  const endOfSeaPassage = lastAtSea === undefined ? undefined : lastAtSea + minuteMs;
  const anchored = leg.hoursAtAnchor > 0 ? firstMinute(minutes, t - minuteMs, 48 * hourMs, -1, (s) => s === 'AT_ANCHOR') : undefined;
  const anchorDropped = anchored === undefined ? undefined : firstMinute(minutes, anchored, 48 * hourMs, -1, (s) => s !== 'AT_ANCHOR');
  return {
    port: leg.toPort,
    times: {
      ...(endOfSeaPassage ? { endOfSeaPassage: iso(endOfSeaPassage), pilotOnBoard: iso(endOfSeaPassage) } : {}),
      ...(anchorDropped ? { anchorDropped: iso(anchorDropped + minuteMs) } : {}),
      firstLine: iso(t - 10 * minuteMs), allFast: iso(t), pilotDisembarked: iso(t + 10 * minuteMs),
    },
    tugs: tugsOf[leg.ship] ?? 0, drafts: drafts(minutes, t), distanceFromLastPort: leg.distanceNm,
    rob: robList(state), consumption: consumptionOf(minutes, minutes.burntKg(state.lastReportAt, t)),
  };
}
