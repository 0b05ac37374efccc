/** What every descriptor kind declares: its meta-schema, latest schema version and migration steps. */
export interface KindMigration {
  /** The schema version this step produces (from `to - 1`). */
  to: number;
  migrate(body: Record<string, unknown>): Record<string, unknown>;
}

export interface KindDefinition {
  id: string;
  schemaVersion: number;
  schema: object;
  migrations: KindMigration[];
}
