/** The access module's tables: users, roles, role groups, units (ships) and unit groups, and who sees which unit. */
import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdUpdated, ts } from '../../db/columns.js';

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
