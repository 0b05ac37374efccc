/**
 * Where a demo ship's energy comes from: main engines (or, diesel-electric, the gensets) for the shaft, gensets for
 * the electrical load, the oil-fired boiler for steam; and which fuel each burns (low-sulphur inside SOx ECAs without a
 * scrubber and at EU/EEA berths, the main fuel elsewhere, gas plus pilot oil on dual-fuel engines).
 */
import { fuelFlowKgH, isoLcvKjPerG, lcvOf } from './engine-curves.js';
import type { Rng } from './prng.js';
import type { ShipModel } from './ship-models.js';

/** What the engine room must supply this minute. */
export interface EngineDemand {
  shaftPowerKw: number;
  atBerth: boolean;
  manoeuvring: boolean;
  /** 0–1 share of the thrusters' power in use */
  thrusterUse: number;
  cargoOps: 'LOAD' | 'DISCHARGE' | null;
  reeferKw: number;
  airTempC: number;
  seaTempC: number;
  inEca: boolean;
  euBerth: boolean;
  isLaden: boolean;
}

/** The engine room's answer; reused between minutes. */
export interface EngineState {
  /** % of the MCR of the main engines (propulsion motors) running */
  meLoadPct: number;
  aePowerKw: number;
  /** main engines (propulsion motors) and gensets running this minute, the first ones of each set */
  mainsRunning: number;
  gensetsRunning: number;
  /** kg/h per fuel meter, in ShipModel.fuelMeters order */
  fuelKgH: Float64Array;
}

/** A ship's engine room; its load noise comes from `rng`. */
export interface EngineRoom {
  state: EngineState;
  step(d: EngineDemand): void;
}

/** Running hours on the counters at the start of the demo: engines with years of service behind them. */
export function initialRunningHours(m: ShipModel): { mains: number[]; gensets: number[] } {
  return {
    mains: Array.from({ length: m.engineCount }, (_, k) => 41_200 - 950 * k),
    gensets: Array.from({ length: m.gensetCount }, (_, k) => 32_400 - 2_150 * k),
  };
}

/** Gensets on line for an electrical load: each loaded to at most 85 %, two while manoeuvring for redundancy. */
export function gensetsOnline(m: ShipModel, aeKw: number, manoeuvring: boolean): number {
  return Math.min(m.gensetCount, Math.max(manoeuvring ? 2 : 1, Math.ceil(aeKw / (0.85 * m.gensetRatedKw))));
}

/** Builds the engine room of a ship model. */
export function createEngineRoom(m: ShipModel, rng: Rng): EngineRoom {
  const meter = (consumer: string, fuel: string): number => m.fuelMeters.findIndex(([c, f]) => c === consumer && f === fuel);
  const index = (consumer: string) => ({
    main: meter(consumer, m.mainFuel), eca: meter(consumer, m.ecaFuel), pilot: m.pilotFuel ? meter(consumer, m.pilotFuel) : -1,
  });
  const me = index('ME'), ae = index('AE'), boiler = index('BOILER');
  const lcv = { main: lcvOf(m.mainFuel), eca: lcvOf(m.ecaFuel), pilot: lcvOf(m.pilotFuel ?? m.ecaFuel) };
  const state: EngineState = { meLoadPct: 0, aePowerKw: 0, mainsRunning: 0, gensetsRunning: 0, fuelKgH: new Float64Array(m.fuelMeters.length) };
  const dieselElectric = m.propulsion === 'diesel-electric';
  let electricNoise = 0;
  const flow = { main: 0, pilot: 0 };

  const burn = (ix: { main: number; eca: number; pilot: number }, lowSulphur: boolean, curve: Parameters<typeof fuelFlowKgH>[0], load: number, kw: number) => {
    const useEca = lowSulphur && ix.eca >= 0;
    fuelFlowKgH(curve, load, kw, useEca ? lcv.eca : lcv.main, lcv.pilot, flow);
    state.fuelKgH[useEca ? ix.eca : ix.main] += flow.main;
    if (ix.pilot >= 0) state.fuelKgH[ix.pilot] += flow.pilot;
  };

  return {
    state,
    step(d) {
      state.fuelKgH.fill(0);
      const seaLowSulphur = d.inEca && !m.hasScrubber;
      const berthLowSulphur = d.atBerth && (d.euBerth || seaLowSulphur);
      // main engines
      const propulsionKw = d.shaftPowerKw / m.transmissionEfficiency;
      let running = 0;
      if (propulsionKw > 0) running = m.kind === 'ropax' ? (propulsionKw > 0.38 * m.engineCount * m.engineMcrKw ? 4 : 2) : m.engineCount;
      state.mainsRunning = running;
      state.meLoadPct = running ? (100 * (dieselElectric ? d.shaftPowerKw : propulsionKw)) / (running * m.engineMcrKw) : 0;
      if (!dieselElectric && running) burn(me, seaLowSulphur, m.mainEngineCurve, state.meLoadPct / 100, propulsionKw);
      // electrical load: hotel with air conditioning above 20 °C, reefers, thrusters, cargo pumps, and diesel-electric propulsion
      electricNoise += -electricNoise / 30 + 0.03 * Math.sqrt(2 / 30) * rng.normal();
      const hotel = (d.atBerth ? m.hotelPortKw : m.hotelSeaKw) * (1 + 0.012 * Math.max(0, d.airTempC - 20));
      const aeKw = (hotel + d.reeferKw + d.thrusterUse * m.thrusterKw + (d.cargoOps ? m.cargoOpsElectricKw : 0)) * (1 + electricNoise)
        + (dieselElectric ? propulsionKw : 0);
      const online = gensetsOnline(m, aeKw, d.manoeuvring);
      state.aePowerKw = aeKw;
      state.gensetsRunning = online;
      burn(ae, d.atBerth ? berthLowSulphur : seaLowSulphur, m.gensetCurve, aeKw / (online * m.gensetRatedKw), aeKw);
      // boiler: fired in port; at sea the exhaust-gas economiser covers steam above about 40 % engine load
      // boiler demand in kg/h of fuel at the ISO LCV, converted to the fuel burnt
      let boilerKgH: number;
      if (d.atBerth) {
        boilerKgH = m.boilerPortKgH * (1 + 0.04 * Math.max(0, 12 - d.airTempC)) + (d.cargoOps === 'DISCHARGE' ? m.boilerDischargeKgH : 0);
      } else {
        const exhaustLoad = dieselElectric ? (100 * aeKw) / (m.gensetCount * m.gensetRatedKw) : state.meLoadPct;
        boilerKgH = m.boilerSeaKgH * Math.max(0, 1 - exhaustLoad / 40);
        if (m.kind === 'tanker' && d.isLaden && d.seaTempC < 12) boilerKgH += 220; // cargo heating in cold water
      }
      const ownBoilerFuel = m.boilerFuel ? meter('BOILER', m.boilerFuel) : -1;
      if (ownBoilerFuel >= 0) {
        state.fuelKgH[ownBoilerFuel] += (boilerKgH * isoLcvKjPerG) / lcvOf(m.boilerFuel!);
      } else if (boiler.main >= 0 || boiler.eca >= 0) {
        const low = (d.atBerth ? berthLowSulphur : seaLowSulphur) && boiler.eca >= 0;
        state.fuelKgH[low ? boiler.eca : boiler.main] += (boilerKgH * isoLcvKjPerG) / (low ? lcv.eca : lcv.main);
      }
      // flow-meter scatter
      for (let i = 0; i < state.fuelKgH.length; i++) if (state.fuelKgH[i] > 0) state.fuelKgH[i] *= 1 + 0.004 * rng.normal();
    },
  };
}
