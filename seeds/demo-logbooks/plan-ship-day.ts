/**
 * One ship's day of logbooks, planned from its minute data: the deck log's watches, noon report, departures and
 * arrivals; the engine log's watch readings, counters and running hours; and the MARPOL books' events (change-overs at
 * ECA boundaries, weekly sludge collection, and what the ship does alongside: garbage and sludge landed, bunkers taken).
 * Events are handled in time order so every report states the fuel on board and burnt as the meters had it then.
 */
import type { ShipModel } from '../demo-fleet/ship-models.js';
import { arrivalContent, departureContent, noonContent, runNm, watchContent } from './deck-reports.js';
import { fuelCounters, runningHours, watchReadings } from './engine-readings.js';
import type { LogbookHabits } from './logbook-habits.js';
import { bunkering, changeoverContent, findCrossings, garbageLanded, sludgeCollection, sludgeDisposal } from './marpol-records.js';
import { atLocal, hourMs, minuteMs, type PlannedEntry, type ShipDay } from './planned-entry.js';
import { burnUntil, garbageCategories, sludgeTankM3, type PortWork, type ShipLogState } from './ship-log-state.js';
import type { ShipMinutes } from './ship-minutes.js';

/** Everything a ship's books are planned from. */
export interface ShipBooks {
  model: ShipModel;
  habits: LogbookHabits;
  state: ShipLogState;
  minutes: ShipMinutes;
  names: { mains: string[]; gensets: string[] };
}

/** How far past a day's end the minutes must reach before it is planned: port work decided on arrival looks ahead. */
export const lookAheadMs = 6 * hourMs;
/** Bunkers are ordered when a tank falls below this share of its capacity, to this share. */
const reorderShare = 0.4, fillShare = 0.9;
/** Garbage per person per day (plastics A, domestic C) and operational waste F per ship per day, m³. */
const garbageRates = { A: 0.0015, C: 0.006, F: 0.04 };

type Event =
  | { at: number; kind: 'DEPARTURE' | 'ARRIVAL' | 'NOON' | 'CROSSING' | 'SLUDGE_COLLECTION'; ref?: number }
  | { at: number; kind: 'PORT_WORK'; work: PortWork };

/** The entries of the day, in time order; the state moves to the day's end. */
export function planShipDay(books: ShipBooks, day: ShipDay): PlannedEntry[] {
  const { model: m, habits, state, minutes } = books;
  const from = Math.max(day.start, day.dataFrom), to = day.end;
  const inDay = (t: number) => t >= from && t < to;
  const entries: PlannedEntry[] = [];
  const add = (entry: Omit<PlannedEntry, 'status'> & { status?: PlannedEntry['status'] }) => entries.push({ status: 'COMPLETED', ...entry });

  const departures = minutes.departures.filter((d) => inDay(d.departure.getTime()));
  const arrivals = minutes.voyageLegs.filter((l) => l.arrival && inDay(l.arrival.getTime()));
  const crossings = findCrossings(m, minutes, from, to);
  const noon = atLocal(day, 12);
  const events: Event[] = [
    ...departures.map((d, ref) => ({ at: d.departure.getTime(), kind: 'DEPARTURE' as const, ref })),
    ...arrivals.map((l, ref) => ({ at: l.arrival!.getTime(), kind: 'ARRIVAL' as const, ref })),
    ...crossings.map((c, ref) => ({ at: c.at, kind: 'CROSSING' as const, ref })),
    ...(inDay(noon) ? [{ at: noon, kind: 'NOON' as const }] : []),
    // the engineer on duty sounds and records the sludge tank every Monday forenoon
    ...(new Date(`${day.day}T00:00:00Z`).getUTCDay() === 1 && inDay(atLocal(day, 10)) ? [{ at: atLocal(day, 10), kind: 'SLUDGE_COLLECTION' as const }] : []),
  ];
  const take = () => {
    const due = state.pending.filter((w) => inDay(w.at));
    state.pending = state.pending.filter((w) => !inDay(w.at));
    events.push(...due.map((work) => ({ at: work.at, kind: 'PORT_WORK' as const, work })));
  };
  take();

  while (events.length) {
    events.sort((a, b) => a.at - b.at);
    const event = events.shift()!;
    burnUntil(state, minutes, event.at);
    switch (event.kind) {
      case 'DEPARTURE': {
        const departure = departures[event.ref!];
        add({ elog: 'DECK', descriptor: 'DECK_DEPARTURE', start: event.at, content: departureContent(minutes, state, departure), author: 'DECK_OFFICER' });
        state.lastReportAt = event.at;
        state.passage = { departure, runNm: 0, runAt: event.at };
        state.passengers = departure.passengers ?? 0;
        break;
      }
      case 'ARRIVAL': {
        const leg = arrivals[event.ref!];
        add({ elog: 'DECK', descriptor: 'DECK_ARRIVAL', start: event.at, content: arrivalContent(minutes, state, leg), author: 'DECK_OFFICER' });
        state.lastReportAt = event.at;
        state.passage = null;
        planPortWork(books, leg.toPort, event.at);
        take();
        break;
      }
      case 'NOON':
        add({ elog: 'DECK', descriptor: 'DECK_NOON', start: noon, content: noonContent(minutes, state, day, noon, m.pitchM, m.propulsion === 'geared-cpp'), author: 'DECK_OFFICER' });
        add({ elog: 'ENGINE', descriptor: 'ENGINE_FUEL_COUNTERS', start: noon, content: fuelCounters(minutes, state, habits.tanks), author: 'CHIEF_ENGINEER' });
        state.lastReportAt = noon;
        state.lastNoonAt = noon;
        break;
      case 'CROSSING': {
        const content = changeoverContent(m, minutes, state, habits.tanks, crossings[event.ref!]);
        if (content) add({ elog: 'FUEL_CHANGEOVER', descriptor: 'FUEL_CHANGEOVER_CHANGEOVER', start: event.at, end: event.at, content, author: 'CHIEF_ENGINEER' });
        break;
      }
      case 'SLUDGE_COLLECTION':
        add({ elog: 'ORB1', descriptor: 'ORB1_C', start: event.at, content: sludgeCollection(state), author: 'CHIEF_ENGINEER' });
        break;
      case 'PORT_WORK':
        doPortWork(books, event.work, add);
        break;
    }
  }
  if (!inDay(noon)) {
    // the ship's data begin after noon on the period's first day: the noon figures do not apply
    add({ elog: 'DECK', descriptor: 'DECK_NOON', start: noon, status: 'NA', content: {}, author: 'DECK_OFFICER' });
    add({ elog: 'ENGINE', descriptor: 'ENGINE_FUEL_COUNTERS', start: noon, status: 'NA', content: {}, author: 'CHIEF_ENGINEER' });
  }
  for (let w = 0; w < 6; w++) {
    const start = atLocal(day, 4 * w), end = start + 4 * hourMs;
    if (start < from) continue;
    add({ elog: 'DECK', descriptor: 'DECK_WATCH', start, end, content: watchContent(minutes, day, w, start, end), author: 'DECK_OFFICER' });
    add({ elog: 'ENGINE', descriptor: 'ENGINE_WATCH_READINGS', start, end, content: watchReadings(m, minutes, state, { main: books.names.mains[0], gensets: books.names.gensets }, start), author: 'CHIEF_ENGINEER' });
  }
  const hoursAt = Math.max(atLocal(day, 23) + 55 * minuteMs, Math.ceil(from / (5 * minuteMs)) * 5 * minuteMs);
  add({ elog: 'ENGINE', descriptor: 'ENGINE_RUNNING_HOURS', start: hoursAt, content: runningHours(m, minutes, state, books.names, from, to), author: 'CHIEF_ENGINEER' });
  endDay(books, from, to);
  return entries.sort((a, b) => a.start - b.start);
}

/** On arrival: what the ship will do alongside if it stays long enough (it is still in port five hours on). */
function planPortWork(books: ShipBooks, port: string, arrival: number): void {
  const { minutes, state, habits } = books;
  const staying = minutes.text('NAV_STATUS', arrival + 5 * hourMs) === 'IN_PORT' && minutes.text('PORT', arrival + 5 * hourMs) === port;
  if (!staying) return;
  const garbage = garbageCategories.reduce((sum, c) => sum + state.garbageM3[c], 0);
  if (garbage >= 0.5) state.pending.push({ kind: 'GARBAGE', port, start: arrival + 2 * hourMs, at: arrival + 2 * hourMs });
  if (state.sludgeM3 >= 0.4 * sludgeTankM3) state.pending.push({ kind: 'SLUDGE', port, start: arrival + 150 * minuteMs, at: arrival + 150 * minuteMs });
  if (habits.tanks.some((tank) => (state.rob.get(tank.fuel) ?? 0) < reorderShare * tank.capacityT)) {
    state.pending.push({ kind: 'BUNKERING', port, start: arrival + hourMs, at: arrival + 4 * hourMs });
  }
}

function doPortWork(books: ShipBooks, work: PortWork, add: (entry: Omit<PlannedEntry, 'status'>) => void): void {
  const { state, habits } = books;
  if (work.kind === 'GARBAGE') {
    add({ elog: 'GRB1', descriptor: 'GRB1_TO_RECEPTION_FACILITY', start: work.at, content: garbageLanded(state, work.port, work.at), author: 'DECK_OFFICER' });
    for (const c of garbageCategories) state.garbageM3[c] = 0;
  } else if (work.kind === 'SLUDGE') {
    add({ elog: 'ORB1', descriptor: 'ORB1_C', start: work.at, content: sludgeDisposal(state, work.port), author: 'CHIEF_ENGINEER' });
    state.sludgeM3 = 0;
  } else {
    const added = habits.tanks.filter((tank) => (state.rob.get(tank.fuel) ?? 0) < reorderShare * tank.capacityT).map((tank) => {
      const quantity = Math.round((fillShare * tank.capacityT - (state.rob.get(tank.fuel) ?? 0)) / 5) * 5;
      state.rob.set(tank.fuel, (state.rob.get(tank.fuel) ?? 0) + quantity);
      return { tank, quantity, total: state.rob.get(tank.fuel)! };
    });
    if (added.length) add({ elog: 'ORB1', descriptor: 'ORB1_H', start: work.start, end: work.at, content: bunkering(work.port, work.start, work.at, added), author: 'CHIEF_ENGINEER' });
  }
}

/** Moves the state to the day's end: fuel, the run of the passage under way, the garbage made on board. */
function endDay(books: ShipBooks, from: number, to: number): void {
  const { state, minutes, habits } = books;
  burnUntil(state, minutes, to);
  if (state.passage) {
    state.passage.runNm += runNm(minutes, state.passage.runAt, to);
    state.passage.runAt = to;
  }
  const share = (to - from) / (24 * hourMs);
  // passengers are on board while the ship sails; in port they come and go
  const underWay = minutes.countMinutes('SOG', from, to, (sog) => sog >= 1) / 1440;
  const personDays = habits.complement * share + state.passengers * underWay;
  state.garbageM3.A += garbageRates.A * personDays;
  state.garbageM3.C += garbageRates.C * personDays;
  state.garbageM3.F += garbageRates.F * share;
}
