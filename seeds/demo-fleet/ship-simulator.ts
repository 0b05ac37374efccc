/**
 * One ship's life minute by minute: alongside (cargo work, hotel load, boiler), under way along its sea route
 * (manoeuvring under pilotage, service speed at sea, canal transits), waiting at anchor; it writes each minute into
 * day columns and collects the port calls, voyage legs and hull cleanings it completes.
 */
import { NOMINAL_LOADED_TEU_T } from '../../server/calc/emissions/eeoi.js';
import { angleDiffDeg, normalizeDeg } from './geo.js';
import { createEngineRoom, initialRunningHours, type EngineDemand } from './engine-room.js';
import { createWeather } from './environment.js';
import { col, type DayColumns } from './minute-columns.js';
import { createRng } from './prng.js';
import { driveShaft, speedAtSettingKn, type ShaftDemand, type ShaftOutput } from './propulsion.js';
import { ecaFromAt, findSeaRoute, portAccess, portByCode, type SeaRoute } from './sea-routes.js';
import { createShipLoading } from './ship-loading.js';
import { buildShipModel, type ShipModel } from './ship-models.js';
import { tradePatterns } from './trade-patterns.js';
import { createVoyagePlanner, type PassagePlan, type PortStayPlan } from './voyage-planner.js';
import { toFuelUse, type DemoDeparture, type DemoPortCall, type DemoVoyageLeg } from './voyage-records.js';

const minuteMs = 60_000;
const dayMs = 86_400_000;
const toRad = Math.PI / 180;
const toDeg = 180 / Math.PI;

/** The records a simulator completed since they were last taken, and the passages begun. */
export interface ShipRecords {
  portCalls: DemoPortCall[];
  voyageLegs: DemoVoyageLeg[];
  departures: DemoDeparture[];
}

/** A running simulation of one ship. */
export interface ShipSimulator {
  model: ShipModel;
  /** Simulates `minutes` minutes from `startMs` (the minute after the last one simulated) into rows 0… of `columns`. */
  run(columns: DayColumns, startMs: number, minutes: number): void;
  /** Completed records since the last call. */
  takeRecords(): ShipRecords;
  /** The call or leg still open at the current minute, with a null departure or arrival. */
  openRecords(): ShipRecords;
}

type Phase = 'PORT' | 'SAILING' | 'ANCHOR';

/** Starts a ship in port at `fromMs`; everything random comes from `seed`. */
export function createShipSimulator(code: string, seed: number | string, fromMs: number): ShipSimulator {
  const m = buildShipModel(code);
  const planRng = createRng(seed, code, 'plan'), noise = createRng(seed, code, 'noise');
  const weather = createWeather(createRng(seed, code, 'weather'));
  const engines = createEngineRoom(m, createRng(seed, code, 'engines'));
  const pattern = tradePatterns[code];
  const planner = createVoyagePlanner(pattern, planRng);
  const loading = createShipLoading(m, planRng, pattern.type === 'timetable' ? pattern.passengerCapacity : 0);
  const w = weather.conditions, e = engines.state;
  const shaft = {} as ShaftDemand;
  const shaftOut: ShaftOutput = { powerKw: 0, rpm: 0, torqueKnm: 0, pitchPct: 0 };
  const meters = m.fuelMeters.length;
  const records: ShipRecords = { portCalls: [], voyageLegs: [], departures: [] };
  const demand: EngineDemand = {
    shaftPowerKw: 0, atBerth: true, manoeuvring: false, thrusterUse: 0, cargoOps: null, reeferKw: 0, airTempC: 10, seaTempC: 10,
    inEca: false, euBerth: false, isLaden: false,
  };

  // hull: fouling grows with time (faster in warm water and when idle); cleaned at a long enough call once due
  let fouling = planRng.range(0.03, 0.07);
  const foulingPerMinute = planRng.range(...m.foulingPerMonth) / 100 / (30.44 * 1440);
  let cleaningDue = fromMs + planRng.range(35, 70) * dayMs;

  let phase: Phase = 'PORT';
  let stay: PortStayPlan = planner.firstCall(fromMs);
  let port = portByCode(stay.port);
  let callStart = fromMs, opsFrom = fromMs, opsTo = stay.departAt, cleaningAt: number | null = null;
  let berthHeading = planRng.range(0, 360);
  let portEcaFrom = ecaFromAt(port.latitude, port.longitude), berthDepth = portAccess(port.unlocode).berthDepthM;
  loading.startCall(stay, true);
  const callFuel = new Float64Array(meters);

  let passage: PassagePlan = { to: '', anchorMinutes: 0 };
  let route: SeaRoute | null = null;
  let s = 0, idx = 0, anchorAtNm = -1, anchorUntil = 0, legStart = 0, legSequence = 0, legUnderway = 0, legAnchor = 0, legDistance = 0;
  let serviceKn = 0, equilibriumKn = 0, equilibriumUntil = 0, reeferKw = planRng.range(...m.reeferKw);
  const legFuel = new Float64Array(meters);
  const startHours = initialRunningHours(m);
  const runningHours = Float64Array.from([...startHours.mains, ...startHours.gensets]);
  // first-order lag of STW towards its target, per minute
  const seaLag = 1 - Math.exp(-1 / m.speedTimeConstantMin), manoeuvringLag = 1 - Math.exp(-2 / m.speedTimeConstantMin);
  let stw = 0, heading = berthHeading, rudderNoise = 0, lat = port.latitude, lon = port.longitude;
  let eca = false;

  const depart = (t: number) => {
    records.portCalls.push(portCallRecord(t));
    if (cleaningAt !== null) fouling = planRng.range(0.003, 0.008);
    passage = planner.nextPassage(t);
    route = findSeaRoute(port.unlocode, passage.to, loading.meanDraft());
    s = 0; idx = 0; legStart = t; equilibriumUntil = 0; legUnderway = 0; legAnchor = 0; legDistance = 0; legSequence++;
    legFuel.fill(0);
    anchorAtNm = passage.anchorMinutes > 0 ? Math.max(0, route.lengthNm - route.pilotageInNm - 3) : -1;
    serviceKn = (loading.isLaden() ? m.serviceSpeedKn.laden : m.serviceSpeedKn.ballast) * (1 + 0.025 * planRng.normal());
    reeferKw = planRng.range(...m.reeferKw);
    phase = 'SAILING';
    records.departures.push({
      ship: code, port: route.from, destination: route.to, departure: new Date(t), routeNm: Math.round(route.lengthNm * 10) / 10,
      scheduledArrival: passage.scheduledArrival === undefined ? null : new Date(passage.scheduledArrival), ...cargoOnBoard(),
    });
  };

  const arrive = (t: number) => {
    records.voyageLegs.push(legRecord(t));
    port = portByCode(route!.to);
    stay = planner.portStay(port.unlocode, t);
    callStart = t;
    const window = stay.departAt - t;
    opsFrom = t + Math.min(2 * 3_600_000, window * 0.15);
    opsTo = stay.departAt - Math.min(1.5 * 3_600_000, window * 0.15);
    cleaningAt = t >= cleaningDue && window >= 8 * 3_600_000 ? t + window / 2 : null;
    if (cleaningAt !== null) {
      cleaningDue = t + planRng.range(180, 260) * dayMs;
    }
    berthHeading = planRng.range(0, 360);
    portEcaFrom = ecaFromAt(port.latitude, port.longitude);
    berthDepth = portAccess(port.unlocode).berthDepthM;
    loading.startCall(stay, false);
    callFuel.fill(0);
    route = null;
    phase = 'PORT';
  };

  const portCallRecord = (t: number | null): DemoPortCall => ({
    ship: code, port: port.unlocode, arrival: new Date(callStart), departure: t === null ? null : new Date(t),
    cargoOperation: stay.operation, hullCleanedAt: cleaningAt === null ? null : new Date(cleaningAt), fuel: toFuelUse(m.fuelMeters, callFuel),
  });

  /** What the ship carries on a passage (cargo is worked only alongside). */
  const cargoOnBoard = () => ({
    condition: loading.isLaden() ? 'LADEN' as const : 'BALLAST' as const,
    cargoTonnes: Math.round(loading.cargoTonnes()), ...(loading.passengers() ? { passengers: loading.passengers() } : {}),
    ...(m.teuCapacity ? { teu: Math.min(m.teuCapacity, Math.round(loading.cargoTonnes() / NOMINAL_LOADED_TEU_T)) } : {}),
  });

  const legRecord = (t: number | null): DemoVoyageLeg => ({
    ship: code, sequence: legSequence, fromPort: route!.from, toPort: route!.to, departure: new Date(legStart), arrival: t === null ? null : new Date(t),
    distanceNm: Math.round(legDistance * 10) / 10, hoursUnderway: Math.round((legUnderway / 60) * 100) / 100,
    hoursAtAnchor: Math.round((legAnchor / 60) * 100) / 100, ...cargoOnBoard(), fuel: toFuelUse(m.fuelMeters, legFuel),
  });

  /** Target STW this minute and the NAV_STATUS it implies. */
  const steer = (t: number, r: SeaRoute): string => {
    const remaining = r.lengthNm - s;
    const manoeuvring = s < r.pilotageOutNm || remaining < r.pilotageInNm || r.canal[idx] === 1;
    let target: number;
    if (passage.scheduledArrival !== undefined) {
      // timetable: the average speed that berths on time, allowing for the slow pilotage stretch
      const slowNm = Math.min(remaining, r.pilotageInNm);
      const minutesLeft = (passage.scheduledArrival - t) / minuteMs - (slowNm / m.manoeuvringSpeedKn) * 60 * 1.25;
      target = minutesLeft > 1 ? ((remaining - slowNm) / minutesLeft) * 60 : m.designSpeedKn * 1.1;
      target = Math.min(m.designSpeedKn * 1.12, Math.max(m.serviceSpeedKn.laden * 0.5, target));
    } else {
      // constant engine setting: the power that would give the service speed in calm water, weather slows the ship
      if (t >= equilibriumUntil) {
        equilibriumKn = speedAtSettingKn(m, serviceKn, fillShaftDemand(false, stw, 0, 0, 0), w);
        equilibriumUntil = t + 5 * minuteMs;
      }
      target = equilibriumKn;
    }
    if (manoeuvring) target = Math.min(target, r.canal[idx] === 1 ? 8 : m.manoeuvringSpeedKn);
    if (remaining < 2) target = Math.min(target, Math.max(1.2, m.manoeuvringSpeedKn * Math.sqrt(remaining / 2)));
    if (anchorAtNm >= 0 && s > anchorAtNm - 3) target = Math.min(target, Math.max(1.5, 6 * (anchorAtNm - s) / 3));
    stw += (target - stw) * (manoeuvring ? manoeuvringLag : seaLag);
    return manoeuvring ? 'MANOEUVRING' : 'AT_SEA';
  };

  /** The shaft demand of this minute from the simulator's state. */
  const fillShaftDemand = (manoeuvring: boolean, sog: number, relWind: number, relAngle: number, rudder: number) => {
    shaft.stwKn = stw; shaft.sogKn = sog; shaft.headingDeg = heading; shaft.displacementT = loading.displacement();
    shaft.meanDraftM = loading.meanDraft(); shaft.isLaden = loading.isLaden(); shaft.fouling = fouling;
    shaft.relWindKn = relWind; shaft.relWindAngleDeg = relAngle; shaft.rudderDeg = rudder; shaft.manoeuvring = manoeuvring;
    return shaft;
  };

  /** Apparent wind from true wind and the ship's motion over ground. */
  const relativeWind = (out: Float64Array[], i: number, sog: number, cog: number) => {
    const toward = (w.windFromDeg + 180) * toRad;
    const ax = w.windSpeedKn * Math.sin(toward) - sog * Math.sin(cog * toRad);
    const ay = w.windSpeedKn * Math.cos(toward) - sog * Math.cos(cog * toRad);
    out[col.WIND_SPEED_REL][i] = Math.sqrt(ax * ax + ay * ay);
    out[col.WIND_ANGLE_REL][i] = normalizeDeg(Math.atan2(-ax, -ay) * toDeg - heading);
    out[col.WIND_SPEED_TRUE][i] = w.windSpeedKn;
    out[col.WIND_DIR_TRUE][i] = w.windFromDeg;
  };

  const sailMinute = (c: DayColumns, i: number, t: number): void => {
    const r = route!;
    const out = c.numeric;
    const status = steer(t, r);
    weather.step(t, lat, lon);
    const course = r.course[idx];
    const tide = (r.depthM[idx] < 100 ? 0.6 : 0.1) * Math.sin((2 * Math.PI * t) / (12.42 * 3_600_000) + lon * 0.05);
    const along = w.currentEastKn * Math.sin(course * toRad) + w.currentNorthKn * Math.cos(course * toRad) + tide;
    const cross = w.currentEastKn * Math.cos(course * toRad) - w.currentNorthKn * Math.sin(course * toRad);
    const drift = stw > 2 ? Math.max(-15, Math.min(15, Math.asin(Math.max(-1, Math.min(1, -cross / stw))) * toDeg)) : 0;
    const sog = Math.max(0.05, stw > 2 ? stw * Math.cos(drift * toRad) + along : stw);
    const previousHeading = heading;
    const maxTurn = m.kind === 'ropax' ? 25 : 12;
    heading = normalizeDeg(heading + Math.max(-maxTurn, Math.min(maxTurn, angleDiffDeg(heading, course + drift))));
    const rot = angleDiffDeg(previousHeading, heading);
    s += sog / 60;
    legDistance += sog / 60;
    legUnderway++;
    while (idx < r.lat.length - 2 && r.distanceNm[idx + 1] <= s) idx++;
    const f = Math.min(1, Math.max(0, (s - r.distanceNm[idx]) / (r.distanceNm[idx + 1] - r.distanceNm[idx] || 1)));
    lat = r.lat[idx] + (r.lat[idx + 1] - r.lat[idx]) * f;
    lon = r.lon[idx] + (r.lon[idx + 1] - r.lon[idx]) * f;
    eca = t >= r.ecaFromMs[idx];
    rudderNoise += -rudderNoise / 3 + (0.6 + 0.35 * w.beaufort) * Math.sqrt(2 / 3) * noise.normal();
    out[col.RUDDER_ANGLE][i] = Math.max(-35, Math.min(35, 2.2 * rot + rudderNoise));
    out[col.LAT][i] = lat; out[col.LON][i] = lon;
    out[col.SOG][i] = Math.max(0, sog + 0.05 * noise.normal());
    out[col.COG][i] = normalizeDeg(course + 0.6 * noise.normal());
    out[col.HEADING][i] = normalizeDeg(heading + 0.2 * noise.normal());
    out[col.STW][i] = Math.max(0, stw + 0.08 * noise.normal());
    out[col.DEPTH][i] = Math.max(2, r.depthM[idx] - loading.meanDraft()) * (1 + 0.01 * noise.normal());
    relativeWind(out, i, sog, course);
    driveShaft(m, fillShaftDemand(status === 'MANOEUVRING', sog, out[col.WIND_SPEED_REL][i], out[col.WIND_ANGLE_REL][i], out[col.RUDDER_ANGLE][i]), w, noise, shaftOut);
    out[col.SHAFT_RPM][i] = shaftOut.rpm; out[col.SHAFT_TORQUE][i] = shaftOut.torqueKnm;
    out[col.SHAFT_POWER][i] = shaftOut.powerKw; out[col.PROP_PITCH][i] = shaftOut.pitchPct;
    const shaftKw = shaftOut.powerKw;
    const nearBerth = Math.min(s, r.lengthNm - s);
    demand.thrusterUse = status === 'MANOEUVRING' && nearBerth < 0.6 ? 0.5 : 0;
    finishMinute(c, i, t, status, '', shaftKw, false, null, status === 'MANOEUVRING');
    if (s >= r.lengthNm) arrive(t + minuteMs);
    else if (anchorAtNm >= 0 && s >= anchorAtNm) {
      phase = 'ANCHOR';
      anchorUntil = t + passage.anchorMinutes * minuteMs;
      anchorAtNm = -1;
    }
  };

  const stillMinute = (c: DayColumns, i: number, t: number, atBerth: boolean): void => {
    const out = c.numeric;
    weather.step(t, lat, lon);
    stw = 0;
    // alongside the ship lies at its berth heading; at anchor it swings head to wind
    heading = atBerth ? berthHeading : normalizeDeg(heading + 0.05 * angleDiffDeg(heading, w.windFromDeg));
    const sog = atBerth ? Math.abs(0.03 * noise.normal()) : 0.15 + Math.abs(0.12 * noise.normal());
    out[col.LAT][i] = lat + 2e-6 * noise.normal(); out[col.LON][i] = lon + 2e-6 * noise.normal();
    out[col.SOG][i] = sog;
    out[col.COG][i] = noise.range(0, 360);
    out[col.HEADING][i] = normalizeDeg(heading + 0.1 * noise.normal());
    out[col.STW][i] = atBerth ? Math.abs(0.03 * noise.normal()) : Math.sqrt(w.currentEastKn ** 2 + w.currentNorthKn ** 2);
    const depth = atBerth ? berthDepth + 0.8 * Math.sin((2 * Math.PI * t) / (12.42 * 3_600_000)) : route!.depthM[idx];
    out[col.DEPTH][i] = Math.max(0.5, depth - loading.meanDraft());
    out[col.RUDDER_ANGLE][i] = 0;
    relativeWind(out, i, 0, 0);
    out[col.SHAFT_RPM][i] = 0; out[col.SHAFT_TORQUE][i] = 0; out[col.SHAFT_POWER][i] = 0; out[col.PROP_PITCH][i] = 0;
    demand.thrusterUse = 0;
    if (atBerth) {
      if (t >= opsFrom) loading.progress((t - opsFrom) / (opsTo - opsFrom));
      const ops = t >= opsFrom && t < opsTo && stay.operation !== 'NONE' ? stay.operation : null;
      finishMinute(c, i, t, 'IN_PORT', port.unlocode, 0, true, ops === 'LOAD_DISCHARGE' ? 'LOAD' : ops, false);
    } else {
      legAnchor++;
      finishMinute(c, i, t, 'AT_ANCHOR', '', 0, false, null, false);
    }
  };

  const finishMinute = (c: DayColumns, i: number, t: number, status: string, portCode: string, shaftKw: number, atBerth: boolean,
    ops: 'LOAD' | 'DISCHARGE' | null, manoeuvring: boolean) => {
    const out = c.numeric;
    out[col.SEA_TEMP][i] = w.seaTempC + 0.05 * noise.normal();
    out[col.AIR_TEMP][i] = w.airTempC + 0.1 * noise.normal();
    demand.shaftPowerKw = shaftKw; demand.atBerth = atBerth; demand.manoeuvring = manoeuvring; demand.cargoOps = ops;
    demand.reeferKw = reeferKw; demand.airTempC = w.airTempC; demand.seaTempC = w.seaTempC; demand.isLaden = loading.isLaden();
    demand.inEca = atBerth ? t >= portEcaFrom : eca; demand.euBerth = atBerth && port.euEea;
    engines.step(demand);
    out[col.ME_LOAD][i] = e.meLoadPct;
    out[col.AE_POWER][i] = e.aePowerKw;
    for (let k = 0; k < e.mainsRunning; k++) runningHours[k] += 1 / 60;
    for (let k = 0; k < e.gensetsRunning; k++) runningHours[m.engineCount + k] += 1 / 60;
    for (let k = 0; k < c.runningHours.length; k++) c.runningHours[k][i] = runningHours[k];
    for (let k = 0; k < meters; k++) {
      c.fuel[k][i] = e.fuelKgH[k];
      const kg = e.fuelKgH[k] / 60;
      if (atBerth) callFuel[k] += kg;
      else legFuel[k] += kg;
    }
    if (!atBerth) {
      let kgH = 0;
      for (let k = 0; k < meters; k++) kgH += e.fuelKgH[k];
      loading.burn(kgH / 60);
    }
    const waveScatter = atBerth ? 0.01 : 0.02 + 0.03 * (w.beaufort / 4);
    const mean = loading.meanDraft(), trim = loading.trim();
    out[col.DRAFT_FWD][i] = mean - trim / 2 + waveScatter * noise.normal();
    out[col.DRAFT_AFT][i] = mean + trim / 2 + waveScatter * noise.normal();
    out[col.DISPLACEMENT][i] = loading.displacement();
    c.navStatus[i] = status;
    c.port[i] = portCode;
    fouling += foulingPerMinute * (0.6 + 0.8 * Math.min(1, Math.max(0, w.seaTempC / 25))) * (atBerth || status === 'AT_ANCHOR' ? 1.6 : 1);
  };

  return {
    model: m,
    run(columns, startMs, minutes) {
      for (let i = 0; i < minutes; i++) {
        const t = startMs + i * minuteMs;
        if (phase === 'PORT' && t >= stay.departAt) depart(t);
        if (phase === 'ANCHOR' && t >= anchorUntil) phase = 'SAILING';
        if (phase === 'SAILING') sailMinute(columns, i, t);
        else stillMinute(columns, i, t, phase === 'PORT');
      }
    },
    takeRecords() {
      const taken = { portCalls: [...records.portCalls], voyageLegs: [...records.voyageLegs], departures: [...records.departures] };
      records.portCalls.length = 0; records.voyageLegs.length = 0; records.departures.length = 0;
      return taken;
    },
    openRecords() {
      return phase === 'PORT'
        ? { portCalls: [portCallRecord(null)], voyageLegs: [], departures: [] }
        : { portCalls: [], voyageLegs: [legRecord(null)], departures: [] };
    },
  };
}
