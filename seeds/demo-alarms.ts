/**
 * The demo fleet's alarm set-up (decision 71): a few `alarm-definition` descriptors that the demo's data actually
 * crosses now and then, created through the descriptor store's write path (so they are the implementer's own, not
 * built-ins, and the follow-up log's "other" list shows them created), and a note on Nordic Ore's alarm system.
 * A fresh installation ships no definitions: it stays quiet until someone configures it. Idempotent: a definition
 * whose code is there is left alone (edited or deleted ones are not brought back while any of them exists).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AlarmDefinitionBody } from '../descriptors/kinds/alarm-definition/alarm-definition.schema.js';
import type { Db } from '../server/db/engine.js';
import { alarmLog, units, users } from '../server/db/schema.js';
import { writeAlarmLog } from '../server/modules/alarms/episode-rows.js';
import { createDescriptor } from '../server/modules/descriptors/descriptor-writes.js';
import { listDescriptors } from '../server/modules/descriptors/store.js';

const author = { username: 'demo-seed' };

/**
 * By code. The thresholds follow the demo generator: Nordic Ore's main engine runs at 35–60 % load at sea and goes
 * above 75 % for a few minutes in heavy weather and manoeuvring (about one minute in two hundred); Baltic Amber's
 * generators pass 910 kW about as rarely; positions come
 * every minute, so 30 minutes without one means the feed stopped.
 */
export const demoAlarmDefinitions: Record<string, AlarmDefinitionBody> = {
  ME_LOAD_HIGH: {
    title: { en: 'Main engine load high', ru: 'Высокая нагрузка главного двигателя' },
    description: { en: 'Main engine load above 75 % MCR for five minutes.', ru: 'Нагрузка главного двигателя выше 75 % MCR в течение пяти минут.' },
    priority: 'WARNING', alarmClass: 'MACHINERY', problemCause: 'OPERATIONAL', genericAsset: 'MAIN_ENGINE',
    delayOnSeconds: 300, delayOffSeconds: 120, distributionList: 'ALARMS_ENGINE', email: false,
    condition: { type: 'threshold', tag: 'ME_LOAD', high: 75, hysteresis: 5 },
  },
  AE_POWER_HIGH: {
    title: { en: 'Auxiliary power demand high', ru: 'Высокая нагрузка вспомогательных генераторов' },
    priority: 'CAUTION', alarmClass: 'MACHINERY', genericAsset: 'DIESEL_GENERATOR',
    delayOnSeconds: 600, delayOffSeconds: 300, distributionList: 'ALARMS_ENGINE',
    condition: { type: 'threshold', tag: 'AE_POWER', high: 910, hysteresis: 40 },
  },
  POSITION_STALE: {
    title: { en: 'Position not received', ru: 'Координаты не поступают' },
    description: { en: 'No position from the ship for 30 minutes: the data link or the GNSS feed is down.', ru: 'От судна 30 минут нет координат: нет связи или сигнала GNSS.' },
    priority: 'CAUTION', alarmClass: 'DATA_QUALITY', problemCause: 'COMMUNICATION_LOSS', distributionList: 'FLEET_OPERATIONS',
    condition: { type: 'stale', tag: 'LAT', minutes: 30 },
  },
  SPEED_STALE: {
    title: { en: 'Speed over ground not received', ru: 'Скорость относительно грунта не поступает' },
    priority: 'CAUTION', alarmClass: 'DATA_QUALITY', problemCause: 'SENSOR_FAULT', distributionList: 'FLEET_OPERATIONS',
    condition: { type: 'stale', tag: 'SOG', minutes: 30 },
  },
  DOCUMENT_EXPIRING: {
    title: { en: 'Ship document expiring within 30 days', ru: 'Срок судового документа истекает в течение 30 дней' },
    priority: 'WARNING', alarmClass: 'COMPLIANCE', distributionList: 'FLEET_OPERATIONS', email: true,
    condition: { type: 'document-expiry', daysAhead: 30 },
  },
  DECK_LOG_NOT_APPROVED: {
    title: { en: 'Deck log not approved 24 h after the day', ru: 'Судовой журнал не утверждён через 24 ч после окончания суток' },
    priority: 'CAUTION', alarmClass: 'COMPLIANCE', distributionList: 'FLEET_OPERATIONS',
    condition: { type: 'elog-deadline', elog: 'DECK', hoursAfterDayEnd: 24, requiredStatus: 'APPROVED' },
  },
};

/** Creates the demo definitions that are missing and the chief's note on the alarm system test; answers how many definitions were made. */
export async function seedDemoAlarms(db: Db, now = new Date()): Promise<number> {
  const existing = new Set((await listDescriptors(db, 'alarm-definition')).map((row) => row.code));
  let created = 0;
  for (const [code, body] of Object.entries(demoAlarmDefinitions)) {
    if (existing.has(code)) continue;
    await createDescriptor(db, author, 'alarm-definition', code, { body, note: 'demo alarm set-up' });
    created++;
  }
  const [ship] = await db.select({ id: units.id }).from(units).where(eq(units.code, 'NORDIC_ORE'));
  const [chief] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'chief'));
  const [noted] = ship ? await db.select({ id: alarmLog.id }).from(alarmLog).where(and(eq(alarmLog.unitId, ship.id), isNull(alarmLog.episodeId))).limit(1) : [undefined];
  if (ship && chief && !noted) {
    await writeAlarmLog(db, [{
      ts: new Date(now.getTime() - 2 * 86_400_000), action: 'NOTE', unitId: ship.id, user: { userId: chief.id, username: 'chief' },
      comment: 'Monthly test of the engine room alarm system: all loops answered; exhaust gas sensor of cylinder 4 replaced.',
      problemCause: 'MAINTENANCE',
    }]);
  }
  return created;
}
