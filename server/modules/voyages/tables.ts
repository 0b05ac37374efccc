/** The voyages module's tables: the voyage record (port calls, voyage legs, voyages). */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdUpdated, ts } from '../../db/columns.js';
import { units } from '../access/tables.js';
import type { ConsumerFuel } from './consumer-fuel.js';

/**
 * A voyage (EU MRV Art. 3: from a port of call to the next port of call, where cargo or passengers are worked): the
 * legs between two such calls. Open voyages are derived from the legs and regrouped as legs change; closing freezes
 * which legs belong to it and makes them read-only; deleting marks it DELETED (its legs leave the figures), never
 * removing a row.
 */
export const voyages = pgTable('voyages', {
  id: uuid('id').primaryKey().defaultRandom(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  /** the leg the voyage starts with: an open voyage is found again by it when the legs are regrouped */
  firstLegId: uuid('first_leg_id').notNull(),
  /** OPEN, CLOSED or DELETED */
  status: text('status').notNull(),
  closedAt: ts('closed_at'),
  closedBy: text('closed_by'),
  deletedAt: ts('deleted_at'),
  deletedBy: text('deleted_by'),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
}, (t) => [uniqueIndex('voyages_first_leg').on(t.firstLegId), index('voyages_unit').on(t.unitId)]);

/**
 * A ship's stay alongside: the port calls and voyage legs below are the voyage record that the fleet screens and the
 * emissions figures stand on. `source` says where a record came from (DEMO, DECK_LOG, MANUAL) and `sourceKey` which of
 * its records it is, so a source may offer a record again without duplicating it; `version` guards edits. Fuel of a
 * call is burnt at berth.
 */
export const portCalls = pgTable('port_calls', {
  id: uuid('id').primaryKey().defaultRandom(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  /** UN/LOCODE of a seeded port */
  port: text('port').notNull(),
  arrival: ts('arrival').notNull(),
  /** null while the ship is still alongside */
  departure: ts('departure'),
  /** LOAD, DISCHARGE, LOAD_DISCHARGE or NONE (a stop that is no port of call: bunkers, stores, crew, shelter) */
  cargoOperation: text('cargo_operation').notNull(),
  /** when the hull was cleaned during the call */
  hullCleanedAt: ts('hull_cleaned_at'),
  fuel: jsonb('fuel').$type<ConsumerFuel[]>().notNull(),
  source: text('source').notNull(),
  sourceKey: text('source_key').notNull(),
  /** AT_BERTH_EU or OUTSIDE (server/calc/emissions/eu-scope.ts), from the port's flags */
  euScope: text('eu_scope'),
  /** replaced by the deck log's record of the same time, or no longer in the deck log; kept, left out of every figure */
  superseded: boolean('superseded').notNull().default(false),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
}, (t) => [uniqueIndex('port_calls_source_key').on(t.unitId, t.source, t.sourceKey), index('port_calls_unit_arrival').on(t.unitId, t.arrival)]);

/** A passage from berth to berth; its fuel is burnt at sea (under way, manoeuvring and at anchor). */
export const voyageLegs = pgTable('voyage_legs', {
  id: uuid('id').primaryKey().defaultRandom(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  fromPort: text('from_port').notNull(),
  toPort: text('to_port').notNull(),
  departure: ts('departure').notNull(),
  /** null while the ship is still under way */
  arrival: ts('arrival'),
  distanceNm: doublePrecision('distance_nm').notNull(),
  hoursUnderway: doublePrecision('hours_underway').notNull(),
  hoursAtAnchor: doublePrecision('hours_at_anchor').notNull(),
  /** LADEN or BALLAST */
  condition: text('condition').notNull(),
  cargoTonnes: doublePrecision('cargo_tonnes').notNull(),
  /** container ships: loaded TEU */
  teu: integer('teu'),
  passengers: integer('passengers'),
  fuel: jsonb('fuel').$type<ConsumerFuel[]>().notNull(),
  source: text('source').notNull(),
  sourceKey: text('source_key').notNull(),
  /** INTRA_EU, FROM_EU, TO_EU or OUTSIDE (server/calc/emissions/eu-scope.ts); null until classified */
  euScope: text('eu_scope'),
  /** the ports the scope was decided on: other than from/to where a container ship called at a neighbouring transhipment port */
  scopeFromPort: text('scope_from_port'),
  scopeToPort: text('scope_to_port'),
  superseded: boolean('superseded').notNull().default(false),
  voyageId: uuid('voyage_id').references(() => voyages.id, { onDelete: 'set null' }),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
}, (t) => [
  uniqueIndex('voyage_legs_source_key').on(t.unitId, t.source, t.sourceKey),
  index('voyage_legs_unit_departure').on(t.unitId, t.departure),
  index('voyage_legs_voyage').on(t.voyageId),
]);
