/**
 * Seeds alarm episodes straight into the tables (the engine that raises them is written elsewhere): what the operator
 * calls and the alarm screens read. Defaults make an unacknowledged high-temperature alarm raised an hour ago.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/engine.js';
import { units } from '../../server/db/schema.js';
import type { EpisodeRow } from '../../server/modules/alarms/episode-rows.js';
import { alarmEpisodes } from '../../server/modules/alarms/tables.js';

export type EpisodeSeed = Partial<typeof alarmEpisodes.$inferInsert> & { unitId: string };

let serial = 0;

export async function seedEpisode(db: Db, seed: EpisodeSeed): Promise<EpisodeRow> {
  serial++;
  const [row] = await db.insert(alarmEpisodes).values({
    definition: 'ME_EXH_TEMP_HIGH', title: { en: 'Exhaust temperature high', ru: 'Высокая температура выхлопных газов' },
    priority: 'ALARM', alarmClass: 'ENGINE', problemCause: null, genericAsset: 'MAIN_ENGINE',
    subject: `series-${serial}|ME_EXH_TEMP`, subjectLabel: 'ME_EXH_TEMP', state: 'ACTIVE_UNACK',
    raisedAt: new Date(Date.now() - 3_600_000), raisedValue: 452.5, lastValue: 455,
    ...seed,
  }).returning();
  return row;
}

export async function shipIdOf(db: Db, code: string): Promise<string> {
  return (await db.select().from(units).where(eq(units.code, code)))[0].id;
}
