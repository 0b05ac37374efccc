/**
 * Puts a few alarm episodes into a stopped demo's database, to look at the alarm screens before the engine raises any:
 *   DATA_DIR=/tmp/x-data npx tsx tests/support/seed-demo-alarms.ts
 * (PGlite in DATA_DIR, or DATABASE_URL). Never while a server has the PGlite directory open.
 */
import { openDatabase } from '../../server/db/engine.js';
import { seedEpisode, shipIdOf } from './alarm-episodes.js';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
const db = database.db;
const ore = await shipIdOf(db, 'NORDIC_ORE');
const amber = await shipIdOf(db, 'BALTIC_AMBER');
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const t = (en: string, ru: string) => ({ en, ru });
await seedEpisode(db, { unitId: ore, title: t('Main engine exhaust temperature high', 'Высокая температура выхлопных газов ГД'), priority: 'ALARM', subjectLabel: 'ME_EXH_TEMP_CYL3', raisedAt: ago(12), raisedValue: 468.2, lastValue: 471.9 });
await seedEpisode(db, { unitId: ore, title: t('Lube oil pressure low', 'Низкое давление смазочного масла'), priority: 'WARNING', subjectLabel: 'ME_LO_PRESS', raisedAt: ago(45), raisedValue: 2.1, lastValue: 2.3, state: 'ACTIVE_ACK', acknowledgedAt: ago(30), acknowledgedBy: 'chief', acknowledgeComment: 'Filter change scheduled', version: 2 });
await seedEpisode(db, { unitId: ore, title: t('Generator 2 load high', 'Высокая нагрузка генератора 2'), priority: 'CAUTION', genericAsset: 'DIESEL_GENERATOR', subjectLabel: 'DG2_LOAD', raisedAt: ago(90), raisedValue: 92, lastValue: 78, state: 'RECTIFIED_UNACK', rectifiedAt: ago(20) });
await seedEpisode(db, { unitId: ore, title: t('Radar heading signal lost', 'Потерян сигнал курса на РЛС'), priority: 'WARNING', genericAsset: 'RADAR', subjectLabel: 'RADAR_HDG', raisedAt: ago(5), raisedValue: null, lastValue: null });
await seedEpisode(db, { unitId: ore, title: t('No position data for 30 min', 'Нет данных о местоположении 30 мин'), priority: 'CAUTION', genericAsset: null, alarmClass: 'DATA', subjectLabel: 'GPS_LAT', raisedAt: ago(35) });
await seedEpisode(db, { unitId: ore, title: t('Bilge level high', 'Высокий уровень льял'), priority: 'ALARM', genericAsset: null, subjectLabel: 'BILGE_ER', raisedAt: ago(60 * 26), state: 'NORMAL', rectifiedAt: ago(60 * 25), acknowledgedAt: ago(60 * 25), acknowledgedBy: 'captain', acknowledgeComment: 'Pumped out', closedAt: ago(60 * 25), version: 3 });
await seedEpisode(db, { unitId: amber, title: t('Cargo hold temperature high', 'Высокая температура в трюме'), priority: 'WARNING', genericAsset: null, subjectLabel: 'HOLD2_TEMP', raisedAt: ago(15) });
console.log('seeded 7 alarm episodes');
await database.close();
