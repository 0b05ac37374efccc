/**
 * After an engine change commits (docs/alarms.md "Engine"): each changed episode is pushed over the socket, and each
 * raised one is told to its definition's distribution list — a notification to each of the list's users who may see
 * the ship (a popup for ALARM), and with `email` a mail in each recipient's language to the users' and the list's
 * addresses (the NOTIFICATION template); NOTIFIED is logged with how many. Failing to tell never undoes the episode.
 */
import type { AlarmPriority } from '../../../descriptors/lib/alarms/alarm.js';
import type { NotificationParam } from '../../../descriptors/lib/notifications/notification.js';
import type { Language } from '../../../descriptors/lib/text.js';
import type { MessageParams } from '../../errors/keel-error.js';
import type { Db } from '../../db/engine.js';
import { translate } from '../../http/i18n.js';
import { listShips } from '../access/ships.js';
import { maxRecipients } from '../email/outbox.js';
import { queueTemplatedEmail } from '../email/templates.js';
import { resolveDistributionList } from '../notifications/distribution-lists.js';
import { notify } from '../notifications/notify.js';
import { deliverAlarmChange } from './delivery.js';
import type { ObserveResult } from './episode-engine.js';
import { episodeOf, writeAlarmLog, type EpisodeRow } from './episode-rows.js';
import type { AlarmDefinition } from './subject-state.js';

export interface NoticeOptions {
  /** Keel's address for the link in mails (config.publicUrl) */
  publicUrl: string;
  now: Date;
}

/** Pushes every changed episode and tells the lists of the raised ones. */
export async function announceResults(db: Db, results: readonly ObserveResult[], definitions: ReadonlyMap<string, AlarmDefinition>, options: NoticeOptions): Promise<void> {
  const changed = results.flatMap((r) => r.changed);
  if (!changed.length) return;
  const ships = new Map((await listShips(db, { ids: [...new Set(changed.map((e) => e.unitId).filter(Boolean))] })).map((s) => [s.id, s.name]));
  for (const row of changed) deliverAlarmChange(db, { episode: episodeOf(row, ships.get(row.unitId) ?? null) });
  for (const row of results.flatMap((r) => r.raised)) {
    const definition = definitions.get(row.definition);
    if (!definition?.body.distributionList) continue;
    await tellList(db, definition, row, ships.get(row.unitId) ?? '', options)
      .catch((error: unknown) => { console.error(`alarm ${row.id}: telling the distribution list failed`, error); });
  }
}

const valueText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(Math.round(value * 1000) / 1000) : String(value));

async function tellList(db: Db, definition: AlarmDefinition, row: EpisodeRow, ship: string, options: NoticeOptions): Promise<void> {
  const list = await resolveDistributionList(db, definition.body.distributionList!, { unitId: row.unitId || undefined });
  const priority = row.priority as AlarmPriority;
  const params: Record<string, NotificationParam> = {
    ship, title: row.title, subject: row.subjectLabel, value: valueText(row.lastValue), time: row.raisedAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  };
  await notify(db, {
    recipients: list.users.map((u) => u.userId), topic: 'alarm.raised', priority, pushPopUp: priority === 'ALARM',
    subjectKey: 'notifications.alarm.raised.subject', fullKey: 'notifications.alarm.raised.text', params, now: options.now,
  });
  let mails = 0;
  if (definition.body.email) {
    const byLanguage = new Map<Language, Set<string>>();
    const add = (address: string | null | undefined, language: Language | undefined) => {
      if (!address) return;
      const lang = language ?? 'en';
      byLanguage.set(lang, (byLanguage.get(lang) ?? new Set()).add(address));
    };
    for (const user of list.users) add(user.email, user.language);
    for (const email of list.emails) add(email.address, email.language);
    for (const [language, addresses] of byLanguage) {
      const all = [...addresses];
      for (let i = 0; i < all.length; i += maxRecipients) {
        const to = all.slice(i, i + maxRecipients);
        const say = (key: string) => translate(language, key, params as MessageParams);
        await queueTemplatedEmail(db, {
          to, language, origin: `alarm-episode:${row.id}`, template: 'NOTIFICATION',
          data: {
            priority: translate(language, `notifications.priority.${priority}`), subject: say('notifications.alarm.raised.subject'),
            text: say('notifications.alarm.raised.text'), ship, time: String(params.time), link: `${options.publicUrl.replace(/\/$/, '')}/alarm-event`,
          },
        });
        mails += to.length;
      }
    }
  }
  await writeAlarmLog(db, [{
    ts: options.now, action: 'NOTIFIED', unitId: row.unitId, episodeId: row.id, definition: row.definition,
    comment: translate('en', 'alarms.engine.notified', { users: list.users.length, emails: mails }),
  }]);
}
