/** The drizzle schema: one source for PostgreSQL and PGlite, one migration folder. */
import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const createdUpdated = {
  createdAt: ts('created_at').notNull().defaultNow(),
  createdBy: text('created_by'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: text('updated_by'),
};

/** Server-side secrets generated at first start (token signing key). */
export const systemKeys = pgTable('system_keys', {
  id: text('id').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** SPEC §3 Parameter: application parameters an administrator may change. */
export const appParameters = pgTable('app_parameters', {
  paramCode: text('param_code').primaryKey(),
  paramGroup: text('param_group').notNull(),
  paramValue: text('param_value').notNull(),
  configurationScope: text('configuration_scope').notNull().default('BOTH'),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
});

/** Units are ships (or shore installations); every unit-scoped query filters by them. */
export const units = pgTable('units', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  imoNumber: text('imo_number'),
  /** Ship particulars shaped by the `ship` resource descriptor (type, DWT, GT, engines …). */
  particulars: jsonb('particulars').$type<Record<string, unknown>>().notNull().default({}),
  disabled: boolean('disabled').notNull().default(false),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
});

export const unitGroups = pgTable('unit_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
});

export const unitGroupUnits = pgTable('unit_group_units', {
  groupId: uuid('group_id').notNull().references(() => unitGroups.id, { onDelete: 'cascade' }),
  unitId: uuid('unit_id').notNull().references(() => units.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.groupId, t.unitId] })]);

export const roles = pgTable('roles', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  hq: boolean('hq').notNull().default(false),
  roleType: text('role_type'),
  customMenu: jsonb('custom_menu').$type<string[] | null>(),
  disabled: boolean('disabled').notNull().default(false),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
});

/** SPEC §3 Role.roleFunctions: a function at a level, applied or denied (rule effect APPLY/DENY). */
export const roleFunctions = pgTable('role_functions', {
  roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
  function: text('function').notNull(),
  level: text('level').notNull(),
  applyAs: text('apply_as').notNull().default('APPLY'),
}, (t) => [primaryKey({ columns: [t.roleId, t.function] })]);

export const roleGroups = pgTable('role_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  description: text('description').notNull(),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
});

export const roleGroupRoles = pgTable('role_group_roles', {
  groupId: uuid('group_id').notNull().references(() => roleGroups.id, { onDelete: 'cascade' }),
  roleId: uuid('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.groupId, t.roleId] })]);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull(),
  userType: text('user_type').notNull(),
  passwordHash: text('password_hash'),
  passwordState: text('password_state').notNull(),
  passwordExpireDate: ts('password_expire_date'),
  passwordDoesNotExpire: boolean('password_does_not_expire').notNull().default(false),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** end of a lockout after failed sign-ins (passwordState BLOCKED); null while BLOCKED: blocked until unblocked */
  blockedUntil: ts('blocked_until'),
  displayName: text('display_name'),
  email: text('email'),
  languageCode: text('language_code'),
  phoneNumber: text('phone_number'),
  timezone: text('timezone'),
  address: jsonb('address').$type<Record<string, string> | null>(),
  roleId: uuid('role_id').references(() => roles.id),
  personId: text('person_id'),
  userFunctions: jsonb('user_functions').$type<{ function: string; level: string }[]>().notNull().default([]),
  customMenu: jsonb('custom_menu').$type<string[] | null>(),
  customHomePath: text('custom_home_path'),
  disabled: boolean('disabled').notNull().default(false),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
}, (t) => [uniqueIndex('users_username').on(t.username)]);

export const userUnits = pgTable('user_units', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  unitId: uuid('unit_id').notNull().references(() => units.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.unitId] })]);

export const userUnitGroups = pgTable('user_unit_groups', {
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  groupId: uuid('group_id').notNull().references(() => unitGroups.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.groupId] })]);

/** Hashes of earlier passwords, so the last N cannot be reused. */
export const passwordHistory = pgTable('password_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('password_history_user').on(t.userId, t.createdAt)]);

/** A sign-in; tokens name it, so revoking it revokes every token issued for it. */
export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  ssoIdToken: text('sso_id_token'),
}, (t) => [index('sessions_user').on(t.userId)]);

/**
 * Failed sign-ins counted per account and per client address in a time window (OWASP ASVS 2.2), kept in the
 * database so that every instance of the server sees the same counts.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  /** ACCOUNT (key: the username as typed, lower-cased) or ADDRESS (key: the client address) */
  scope: text('scope').notNull(),
  key: text('key').notNull(),
  windowStart: ts('window_start').notNull(),
  failures: integer('failures').notNull().default(0),
  /** attempts are refused with 429 until then */
  throttledUntil: ts('throttled_until'),
}, (t) => [primaryKey({ columns: [t.scope, t.key] })]);

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ts: ts('ts').notNull().defaultNow(),
  userId: uuid('user_id'),
  username: text('username'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  fromVersion: integer('from_version'),
  toVersion: integer('to_version'),
  details: jsonb('details').$type<Record<string, unknown>>(),
}, (t) => [index('audit_log_entity').on(t.entity, t.entityId)]);

/** DESIGN §3: every screen, menu, form and page is one of these rows. */
export const descriptors = pgTable('descriptors', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  code: text('code').notNull(),
  schemaVersion: integer('schema_version').notNull(),
  version: integer('version').notNull().default(1),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  system: boolean('system').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  firstUsageTs: ts('first_usage_ts'),
  ...createdUpdated,
}, (t) => [uniqueIndex('descriptors_kind_code').on(t.kind, t.code)]);

export const descriptorRevisions = pgTable('descriptor_revisions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  descriptorId: uuid('descriptor_id').notNull().references(() => descriptors.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  schemaVersion: integer('schema_version').notNull(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  author: text('author'),
  note: text('note'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('descriptor_revisions_version').on(t.descriptorId, t.version)]);

/** An installed licence per module (see docs/operations.md, "Licences"). */
export const licences = pgTable('licences', {
  module: text('module').primaryKey(),
  licensee: text('licensee').notNull(),
  validUntil: ts('valid_until').notNull(),
  installedAt: ts('installed_at').notNull().defaultNow(),
  document: jsonb('document').$type<Record<string, unknown>>().notNull(),
});

/** DESIGN §4 generic record store: master data an implementer may reshape, defined by `resource` descriptors. */
export const records = pgTable('records', {
  id: uuid('id').primaryKey().defaultRandom(),
  resource: text('resource').notNull(),
  version: integer('version').notNull().default(1),
  code: text('code'),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  disabled: boolean('disabled').notNull().default(false),
  ...createdUpdated,
}, (t) => [
  index('records_resource').on(t.resource),
  uniqueIndex('records_resource_code').on(t.resource, t.code).where(sql`${t.code} is not null`),
  index('records_data').using('gin', t.data),
]);

/**
 * A measurement series (DESIGN §4): one tag of one grouping key of a data cluster. The unit (ship) it belongs to
 * decides who may read it. A serial id keeps the point rows narrow.
 */
export const measureSeries = pgTable('measure_series', {
  id: serial('id').primaryKey(),
  cluster: text('cluster').notNull(),
  groupCode: text('group_code').notNull(),
  /** SPEC §3 string form: cluster-group-key… */
  groupingKey: text('grouping_key').notNull(),
  tag: text('tag').notNull(),
  unitId: uuid('unit_id').references(() => units.id),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('measure_series_key_tag').on(t.groupingKey, t.tag),
  index('measure_series_unit').on(t.unitId),
  index('measure_series_tag').on(t.tag),
]);

/**
 * Raw points of the current and previous UTC day: narrow rows live data can be appended to cheaply. Closed days
 * are packed into measure_chunks by the compaction. One value per series and instant (last write wins).
 */
export const measurePoints = pgTable('measure_points', {
  seriesId: integer('series_id').notNull(),
  ts: ts('ts').notNull(),
  value: doublePrecision('value'),
  /** STRING and LIST tags */
  text: text('text'),
}, (t) => [primaryKey({ columns: [t.seriesId, t.ts] }), index('measure_points_ts').on(t.ts)]);

/**
 * One series' points of one UTC day packed into arrays (DESIGN §4 "packed chunks"): a regular day stores only its
 * first instant and step, an irregular one millisecond offsets from the day start. Years of minute data stay a
 * few hundred rows per series.
 */
export const measureChunks = pgTable('measure_chunks', {
  seriesId: integer('series_id').notNull(),
  day: ts('day').notNull(),
  count: integer('count').notNull(),
  firstTs: ts('first_ts').notNull(),
  lastTs: ts('last_ts').notNull(),
  /** set when the points are evenly spaced from first_ts */
  stepMs: integer('step_ms'),
  /** milliseconds from `day`, when the points are not evenly spaced */
  offsets: integer('offsets').array(),
  values: doublePrecision('values').array().$type<(number | null)[]>(),
  texts: text('texts').array().$type<(string | null)[]>(),
}, (t) => [primaryKey({ columns: [t.seriesId, t.day] })]);

/**
 * Daily summaries of the raw points, rebuilt for the days a batch touched: long views read these instead of millions
 * of raw rows. (Hourly summaries are packed a day per row in measure_hour_rollups.)
 */
export const measureRollups = pgTable('measure_rollups', {
  seriesId: integer('series_id').notNull(),
  /** 86400 */
  bucketSeconds: integer('bucket_seconds').notNull(),
  bucket: ts('bucket').notNull(),
  count: integer('count').notNull(),
  /** points with a numeric value (AVG = sum / numeric_count) */
  numericCount: integer('numeric_count').notNull(),
  sum: doublePrecision('sum'),
  min: doublePrecision('min'),
  max: doublePrecision('max'),
  firstTs: ts('first_ts').notNull(),
  firstValue: doublePrecision('first_value'),
  firstText: text('first_text'),
  lastTs: ts('last_ts').notNull(),
  lastValue: doublePrecision('last_value'),
  lastText: text('last_text'),
}, (t) => [primaryKey({ columns: [t.seriesId, t.bucketSeconds, t.bucket] })]);

/**
 * The 24 hourly summaries of one series' UTC day in one row of arrays indexed by hour (an hour without points has
 * count 0 and nulls): a year of hourly values is 365 rows per series instead of 8 760, which is what makes year-long
 * hourly views cheap. First and last instants are milliseconds from `day`.
 */
export const measureHourRollups = pgTable('measure_hour_rollups', {
  seriesId: integer('series_id').notNull(),
  day: ts('day').notNull(),
  count: integer('count').array().notNull(),
  numericCount: integer('numeric_count').array().notNull(),
  sum: doublePrecision('sum').array().notNull().$type<(number | null)[]>(),
  min: doublePrecision('min').array().notNull().$type<(number | null)[]>(),
  max: doublePrecision('max').array().notNull().$type<(number | null)[]>(),
  firstMs: integer('first_ms').array().notNull().$type<(number | null)[]>(),
  firstValue: doublePrecision('first_value').array().notNull().$type<(number | null)[]>(),
  firstText: text('first_text').array().notNull().$type<(string | null)[]>(),
  lastMs: integer('last_ms').array().notNull().$type<(number | null)[]>(),
  lastValue: doublePrecision('last_value').array().notNull().$type<(number | null)[]>(),
  lastText: text('last_text').array().notNull().$type<(string | null)[]>(),
}, (t) => [primaryKey({ columns: [t.seriesId, t.day] })]);

/** The newest point of each series, for live views and the fleet list. */
export const measureLatest = pgTable('measure_latest', {
  seriesId: integer('series_id').primaryKey(),
  ts: ts('ts').notNull(),
  value: doublePrecision('value'),
  text: text('text'),
});

/** CSV imports of measurements (SPEC §7 measures/stats/latest-import). */
export const measureImports = pgTable('measure_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  startedAt: ts('started_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
  startedBy: text('started_by').notNull(),
  status: text('status').notNull(),
  /** The ships the file holds data of: a reader sees the import when they may see every one of them. */
  unitIds: uuid('unit_ids').array().notNull().default(sql`'{}'::uuid[]`),
  /** Values in the file (stored or refused), so a running import can show its progress. */
  total: integer('total').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
  duplicate: integer('duplicate').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  rejections: jsonb('rejections').$type<unknown[]>().notNull().default([]),
});

/** Fuel burnt by one consumer of one fuel category, tonnes (fuel: a fuel-category code). */
export interface ConsumerFuel { consumer: 'ME' | 'AE' | 'BOILER' | 'OTHER'; fuel: string; tonnes: number }

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

/* ---- Electronic logbooks (issue 5). Configuration lives in descriptors (elog-config, elog-entry-descriptor …);
   what the crew records lives here, append-mostly: nothing is deleted, corrections are new versions. ---- */

/** A logbook day of one ship (SPEC "eLog aggregation"): its entries are completed, then the day is signed. */
export const elogAggregations = pgTable('elog_aggregations', {
  id: uuid('id').primaryKey().defaultRandom(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  /** the ship's calendar day, YYYY-MM-DD */
  day: text('day').notNull(),
  startDate: ts('start_date').notNull(),
  endDate: ts('end_date').notNull(),
  /** the ship's offset from UTC for the day, minutes */
  offset: integer('offset').notNull(),
  description: text('description'),
  /** IN_PROGRESS or COMPLETED */
  status: text('status').notNull(),
  /** NONE, FIRST (first signatures given) or MAIN (the master's or chief engineer's signature given: read-only) */
  signatureStatus: text('signature_status').notNull(),
  /** set when an entry's correction broke the signed state (a signature was removed with a reason) */
  broken: boolean('broken').notNull().default(false),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
}, (t) => [uniqueIndex('elog_aggregations_day').on(t.unitId, t.elogCode, t.day)]);

/** One entry of a logbook day; `version` counts corrections, each kept in elog_entry_versions. */
export const elogEntries = pgTable('elog_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  aggregationId: uuid('aggregation_id').notNull().references(() => elogAggregations.id),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  entryDescriptor: text('entry_descriptor').notNull(),
  formDescriptor: text('form_descriptor').notNull(),
  startTs: ts('start_ts').notNull(),
  startOffset: integer('start_offset').notNull(),
  endTs: ts('end_ts'),
  endOffset: integer('end_offset'),
  notes: text('notes'),
  /** DRAFT, COMPLETED, DELETED or NA */
  status: text('status').notNull(),
  signed: boolean('signed').notNull().default(false),
  duplicatedEntryId: uuid('duplicated_entry_id'),
  /** the form data (SPEC areasContent) */
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  /** form fields pre-filled from measurements that the user changed */
  manualFields: text('manual_fields').array().notNull().default(sql`'{}'::text[]`),
  hints: jsonb('hints').$type<Record<string, unknown>>(),
  version: integer('version').notNull().default(1),
  ...createdUpdated,
}, (t) => [index('elog_entries_aggregation').on(t.aggregationId), index('elog_entries_unit_time').on(t.unitId, t.elogCode, t.startTs)]);

/** Every version an entry had, with who changed it, when and why: the original of a correction stays visible. */
export const elogEntryVersions = pgTable('elog_entry_versions', {
  entryId: uuid('entry_id').notNull().references(() => elogEntries.id),
  version: integer('version').notNull(),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  reason: text('reason'),
  author: text('author').notNull(),
  ts: ts('ts').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.entryId, t.version] })]);

/**
 * Signatures given and removed on a day (SPEC "Signature"; operations APPROVAL and REMOVE_APPROVAL): an officer in
 * charge's signature of one entry version (entryId set, firstSign), or the day's approval (main) and its removal.
 */
export const elogSignatures = pgTable('elog_signatures', {
  id: uuid('id').primaryKey().defaultRandom(),
  aggregationId: uuid('aggregation_id').notNull().references(() => elogAggregations.id),
  operationType: text('operation_type').notNull(),
  firstSign: boolean('first_sign').notNull().default(false),
  main: boolean('main').notNull().default(false),
  /** the entry signed and the version signed: a later version of the entry is no longer covered */
  entryId: uuid('entry_id').references(() => elogEntries.id),
  entryVersion: integer('entry_version'),
  /** the code of the role the rank was read from, to print the rank in the reader's language */
  rankCode: text('rank_code'),
  userId: uuid('user_id').notNull().references(() => users.id),
  userName: text('user_name').notNull(),
  name: text('name'),
  surname: text('surname'),
  rank: text('rank'),
  idPerson: text('id_person'),
  idRole: uuid('id_role'),
  note: text('note'),
  signatureTs: ts('signature_ts').notNull().defaultNow(),
}, (t) => [index('elog_signatures_aggregation').on(t.aggregationId)]);

/** SPEC "eLog status history": every status a day took, and why. */
export const elogStatusHistory = pgTable('elog_status_history', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  aggregationId: uuid('aggregation_id').references(() => elogAggregations.id),
  historyTs: ts('history_ts').notNull().defaultNow(),
  newStatus: text('new_status').notNull(),
  remark: text('remark'),
  username: text('username').notNull(),
}, (t) => [index('elog_status_history_unit').on(t.unitId, t.elogCode, t.historyTs)]);

/**
 * The append-only, hash-chained trail of one ship's logbook: each row's hash covers its content and the previous
 * row's hash, so a row changed or removed behind the application's back breaks the chain from there on.
 */
export const elogAudit = pgTable('elog_audit', {
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  seq: integer('seq').notNull(),
  ts: ts('ts').notNull(),
  username: text('username').notNull(),
  action: text('action').notNull(),
  subjectId: text('subject_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
}, (t) => [primaryKey({ columns: [t.unitId, t.elogCode, t.seq] })]);

/**
 * A logbook chain head signed with the installation's Ed25519 audit key, which is kept outside the database: whoever
 * can write rows can recompute the hash chain, but cannot sign its new head.
 */
export const elogAuditSeals = pgTable('elog_audit_seals', {
  unitId: uuid('unit_id').notNull().references(() => units.id),
  elogCode: text('elog_code').notNull(),
  /** the chain row sealed, and its hash */
  seq: integer('seq').notNull(),
  hash: text('hash').notNull(),
  /** fingerprint of the public key that verifies the signature */
  keyId: text('key_id').notNull(),
  signature: text('signature').notNull(),
  /** the day whose completion or signature the seal was made for */
  aggregationId: uuid('aggregation_id'),
  sealedAt: ts('sealed_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.unitId, t.elogCode, t.seq] })]);

/** Files attached to entries (SPEC save parts prefixed `upload`), kept with their digest. */
export const elogAttachments = pgTable('elog_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** the order files were attached in (several arrive in one transaction, with one timestamp) */
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  entryId: uuid('entry_id').notNull().references(() => elogEntries.id),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  /** false once a later save no longer keeps it (SPEC `keep` parts); never deleted */
  current: boolean('current').notNull().default(true),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
}, (t) => [index('elog_attachments_entry').on(t.entryId)]);

/** A user's signature password, separate from the sign-in password (SPEC "user signature"). */
export const userSignatures = pgTable('user_signatures', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  changedAt: ts('changed_at').notNull().defaultNow(),
});

/** Links showing one analytics page without sign-in (a wall screen): only the sha256 of the random token is kept. */
export const wallboardLinks = pgTable('wallboard_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  pageCode: text('page_code').notNull(),
  tokenHash: text('token_hash').notNull(),
  /** the user whose ships (and rights) the link reads with, checked at each call */
  createdBy: uuid('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
}, (t) => [uniqueIndex('wallboard_links_token').on(t.tokenHash), index('wallboard_links_page').on(t.pageCode)]);
