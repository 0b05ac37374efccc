/**
 * Voyage legs as a resource (`store: "voyage-legs"`): the generic routes list, read, create and update them with the
 * version check and an audit row per write, so /voyage-legs is a crud screen over this adapter. An edit writes the leg
 * and the stay at its arrival port in one transaction under the ship's lock, keeps the stays either side in step with
 * the leg's ports and times, then re-decides scopes and voyages. Legs are never deleted here: a voyage is deleted.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { parsePeriodFilter } from '../../../descriptors/lib/resource.js';
import { inTransaction, type Db } from '../../db/engine.js';
import type { ConsumerFuel } from './consumer-fuel.js';
import { portCalls, voyageLegs } from './tables.js';
import { KeelError, type FieldError } from '../../errors/keel-error.js';
import type { LoadedResource } from '../resources/definitions.js';
import { listInMemory } from '../resources/stores/in-memory-list.js';
import type { StoreAdapterEntry } from '../resources/stores/index.js';
import type { StoreAdapter, WriteContext } from '../resources/stores/store-adapter.js';
import { assertCurrentVersion, isUuid, notFound, typedWrite } from '../resources/stores/typed-helpers.js';
import { loadImoFuelTable } from './fuel-table.js';
import { legRecord, legRecordState, loadLegsWithStays, type LegRow, type LegWithStay } from './leg-records.js';
import { ensureVoyageRecordsCurrent, refreshVoyageRecords } from './voyage-upkeep.js';
import { lockShipVoyages } from './voyage-lock.js';

/** What a write may set, read from the record data the schema has already checked. */
/** A leg as the `voyage-leg` form sends it: the table's own columns, and the stay at its arrival port. */
type LegInput = Pick<LegRow, 'unitId' | 'fromPort' | 'toPort' | 'departure' | 'arrival' | 'distanceNm' | 'hoursUnderway' | 'hoursAtAnchor'
  | 'condition' | 'cargoTonnes' | 'teu' | 'passengers' | 'fuel'> & {
  stay: { departure: Date | null; cargoOperation: string | null; fuel: ConsumerFuel[] };
};

const time = (value: unknown): Date | null => (typeof value === 'string' && value ? new Date(value) : null);
const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const fuelOf = (value: unknown): ConsumerFuel[] => (Array.isArray(value) ? value as ConsumerFuel[] : [])
  .map((f) => ({ consumer: f.consumer, fuel: f.fuel, tonnes: f.tonnes }));

function legInput(data: Record<string, unknown>): LegInput {
  return {
    unitId: String(data.unit), fromPort: String(data.fromPort), toPort: String(data.toPort), departure: new Date(String(data.departure)),
    arrival: time(data.arrival), distanceNm: Number(data.distanceNm ?? 0), hoursUnderway: Number(data.hoursAtSea ?? 0),
    hoursAtAnchor: Number(data.hoursAtAnchor ?? 0), condition: String(data.condition ?? 'LADEN'), cargoTonnes: Number(data.cargoTonnes ?? 0),
    teu: count(data.teu), passengers: count(data.passengers), fuel: fuelOf(data.fuelAtSea),
    stay: { departure: time(data.berthDeparture), cargoOperation: typeof data.arrivalCargoOperation === 'string' ? data.arrivalCargoOperation : null, fuel: fuelOf(data.fuelAtBerth) },
  };
}

const hasStayInput = (input: LegInput) => input.stay.departure !== null || input.stay.fuel.length > 0;

/** Every time and stay problem at once (400, with the fields' pointers). */
function assertConsistent(input: LegInput, stayRecorded: boolean, mayAddStay: boolean): void {
  const errors: FieldError[] = [];
  const problem = (field: string, key: string) => errors.push({ path: `/requestValue/data/${field}`, code: key.split('.').at(-1)!, messageKey: key });
  if (input.arrival && input.arrival < input.departure) problem('arrival', 'voyages.legs.arrivalBeforeDeparture');
  if (input.stay.departure && input.arrival && input.stay.departure < input.arrival) problem('berthDeparture', 'voyages.legs.berthBeforeArrival');
  if (!stayRecorded && hasStayInput(input) && (!mayAddStay || !input.arrival)) problem(input.stay.departure ? 'berthDeparture' : 'fuelAtBerth', 'voyages.legs.noStay');
  if (stayRecorded && !input.arrival) problem('arrival', 'voyages.legs.arrivalNeeded');
  if (errors.length) throw new KeelError('INVALID_INPUT', 'validation.invalidInput', {}, errors);
}

const legColumns = (input: LegInput) => ({
  fromPort: input.fromPort, toPort: input.toPort, departure: input.departure, arrival: input.arrival, distanceNm: input.distanceNm,
  hoursUnderway: input.hoursUnderway, hoursAtAnchor: input.hoursAtAnchor, condition: input.condition, cargoTonnes: input.cargoTonnes,
  teu: input.teu, passengers: input.passengers, fuel: input.fuel,
});

async function loadOne(db: Db, resource: LoadedResource, id: string): Promise<LegWithStay> {
  const [row] = isUuid(id) ? await loadLegsWithStays(db, eq(voyageLegs.id, id)) : [];
  return row ?? notFound(resource);
}

function assertEditable(resource: LoadedResource, row: LegWithStay): void {
  const state = legRecordState(row);
  if (state !== 'EDITABLE') throw new KeelError('BUSINESS_RULE', `voyages.legs.locked.${state}`, { leg: `${row.leg.fromPort} → ${row.leg.toPort}` });
}

/** Keeps the stay at the arrival port in step with the leg (port, arrival) and writes its own fields; adds one for a manual leg. */
async function writeStay(tx: Db, ctx: WriteContext, current: LegWithStay | undefined, leg: { id: string; unitId: string }, input: LegInput): Promise<void> {
  const stay = current?.stay;
  const username = ctx.actor.username;
  if (stay) {
    const next = { port: input.toPort, arrival: input.arrival!, departure: input.stay.departure, cargoOperation: input.stay.cargoOperation ?? stay.cargoOperation, fuel: input.stay.fuel };
    const isSame = next.port === stay.port && next.arrival.getTime() === stay.arrival.getTime() && next.departure?.getTime() === stay.departure?.getTime()
      && next.cargoOperation === stay.cargoOperation && JSON.stringify(next.fuel) === JSON.stringify(stay.fuel);
    if (!isSame) await tx.update(portCalls).set({ ...next, version: stay.version + 1, updatedAt: new Date(), updatedBy: username }).where(eq(portCalls.id, stay.id));
  } else if (hasStayInput(input) && input.arrival) {
    await tx.insert(portCalls).values({
      unitId: leg.unitId, port: input.toPort, arrival: input.arrival, departure: input.stay.departure, cargoOperation: input.stay.cargoOperation ?? 'LOAD_DISCHARGE',
      hullCleanedAt: null, fuel: input.stay.fuel, source: 'MANUAL', sourceKey: randomUUID(), createdBy: username, updatedBy: username,
    });
  }
  // The stay the leg left from ends when the leg departs, at the port it departs from.
  if (current && (current.leg.departure.getTime() !== input.departure.getTime() || current.leg.fromPort !== input.fromPort)) {
    await tx.update(portCalls).set({ departure: input.departure, port: input.fromPort, updatedAt: new Date(), updatedBy: username })
      .where(and(eq(portCalls.unitId, leg.unitId), eq(portCalls.departure, current.leg.departure), eq(portCalls.superseded, false)));
  }
}

/** The SQL part of a list query: the user's ships, the ship filter and the departure period. */
function listCondition(filters: Record<string, string>, unitIds: readonly string[] | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (unitIds) conditions.push(inArray(voyageLegs.unitId, unitIds.length ? [...unitIds] : ['00000000-0000-0000-0000-000000000000']));
  if (filters.unit && isUuid(filters.unit)) conditions.push(eq(voyageLegs.unitId, filters.unit));
  const period = filters.departure ? parsePeriodFilter(filters.departure) : undefined;
  if (period?.from) conditions.push(gte(voyageLegs.departure, period.from));
  if (period?.to) conditions.push(lt(voyageLegs.departure, period.to));
  return and(...conditions);
}

export const voyageLegsAdapter: StoreAdapter = {
  async list(db, resource, query) {
    await ensureVoyageRecordsCurrent(db, query.unitIds);
    const rows = await loadLegsWithStays(db, listCondition(query.filters ?? {}, query.unitIds));
    const table = await loadImoFuelTable(db);
    return listInMemory(resource, rows.map((row) => legRecord(row, table)), query);
  },
  async listAll(db) {
    const table = await loadImoFuelTable(db);
    return (await loadLegsWithStays(db, undefined)).map((row) => legRecord(row, table));
  },
  async get(db, resource, id) {
    return legRecord(await loadOne(db, resource, id), await loadImoFuelTable(db));
  },
  async exists(db, _resource, key, value) {
    if (key || !isUuid(value)) return false;
    return (await db.select({ id: voyageLegs.id }).from(voyageLegs).where(eq(voyageLegs.id, value))).length > 0;
  },
  async create(ctx, resource, data) {
    const input = legInput(data);
    assertConsistent(input, false, true);
    const id = await inTransaction(ctx.db, async (tx) => {
      await lockShipVoyages(tx, input.unitId);
      const created = await typedWrite({ ...ctx, db: tx }, resource, {
        write: async () => {
          const [leg] = await tx.insert(voyageLegs).values({
            ...legColumns(input), unitId: input.unitId, source: 'MANUAL', sourceKey: randomUUID(), createdBy: ctx.actor.username, updatedBy: ctx.actor.username,
          }).returning();
          await writeStay(tx, ctx, undefined, leg, input);
          return legRecord(await loadOne(tx, resource, leg.id), await loadImoFuelTable(tx));
        },
      });
      return created.id;
    });
    await refreshVoyageRecords(ctx.db, [input.unitId]);
    return this.get(ctx.db, resource, id);
  },
  async update(ctx, resource, id, update) {
    const { unitId } = (await loadOne(ctx.db, resource, id)).leg;
    await inTransaction(ctx.db, async (tx) => {
      await lockShipVoyages(tx, unitId);
      const current = await loadOne(tx, resource, id);
      const table = await loadImoFuelTable(tx);
      const before = legRecord(current, table);
      assertCurrentVersion(before, update.version);
      assertEditable(resource, current);
      if (update.disabled !== undefined && update.disabled !== before.disabled) throw new KeelError('BUSINESS_RULE', 'records.disableNotAllowed', { label: String(before.data.legName) });
      const input = legInput({ ...(update.data ?? before.data), unit: unitId });
      assertConsistent(input, Boolean(current.stay), current.leg.source === 'MANUAL');
      await typedWrite({ ...ctx, db: tx }, resource, {
        before, version: update.version,
        write: async () => {
          const [row] = await tx.update(voyageLegs).set({ ...legColumns(input), version: current.leg.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username })
            .where(and(eq(voyageLegs.id, id), eq(voyageLegs.version, update.version))).returning();
          if (!row) assertCurrentVersion({ version: current.leg.version + 1 }, update.version);
          await writeStay(tx, ctx, current, row, input);
          return legRecord(await loadOne(tx, resource, id), table);
        },
      });
    });
    await refreshVoyageRecords(ctx.db, [unitId]);
    return this.get(ctx.db, resource, id);
  },
  async remove(_ctx, resource, id) {
    throw new KeelError('BUSINESS_RULE', 'records.deleteNotAllowed', { label: `${resource.code} ${id}` });
  },
};


export const voyageLegsStore: StoreAdapterEntry = { id: 'voyage-legs', name: 'Voyage legs', adapter: voyageLegsAdapter };
