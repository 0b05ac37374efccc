/**
 * Who a distribution list reaches (SPEC §3 Distribution list; docs/notifications.md, decision 67). Each detail names
 * recipients one way: BY_ROLE the enabled users holding the role, BY_PERSON the user(s) of the person (or the
 * person's e-mail when they have no account), BY_EMAIL a plain address, BY_CONTACTS the e-mail of the shipowner of
 * each of the detail's ships. A detail with units applies only to events of one of those ships; with an event's ship,
 * a user receives it only when they may see that ship.
 */
import { canSeeUnit } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { loadPrincipal } from '../access/principals.js';
import { listShips } from '../access/ships.js';
import { listRecipientUsers, type RecipientUser } from '../access/users.js';
import { selectRecords } from '../resources/record-queries.js';

export const recipientTypes = ['BY_ROLE', 'BY_PERSON', 'BY_EMAIL', 'BY_CONTACTS'] as const;

interface ListDetail {
  recipientType: (typeof recipientTypes)[number];
  role?: string;
  person?: string;
  email?: string;
  units?: string[];
}

export interface EmailRecipient { address: string; language?: 'en' | 'ru' }

export interface ListRecipients {
  users: Pick<RecipientUser, 'userId' | 'username' | 'language' | 'email'>[];
  emails: EmailRecipient[];
}

export interface ListOptions {
  /** the ship the event is about: details limited to other ships are skipped, users who may not see it left out */
  unitId?: string;
}

const languageOf = (value: unknown): 'en' | 'ru' | undefined => (value === 'ru' || value === 'en' ? value : undefined);

/** The users and addresses the list with this code reaches for an event (of `unitId`'s ship, when given). */
export async function resolveDistributionList(db: Db, code: string, options: ListOptions = {}): Promise<ListRecipients> {
  const [list] = await selectRecords(db, 'distribution-list', { codes: [code], enabledOnly: true });
  if (!list) throw new KeelError('NOT_FOUND', 'notifications.listNotFound', { code });
  const details = ((list.data.distributionListDetails ?? []) as ListDetail[])
    .filter((d) => !options.unitId || !d.units?.length || d.units.includes(options.unitId));
  const byType = (type: ListDetail['recipientType']) => details.filter((d) => d.recipientType === type);

  const personIds = byType('BY_PERSON').flatMap((d) => (d.person ? [d.person] : []));
  const candidates = await listRecipientUsers(db, { roleIds: byType('BY_ROLE').flatMap((d) => (d.role ? [d.role] : [])), personIds });
  const users = await seeingShip(db, candidates, options.unitId);

  const emails: EmailRecipient[] = byType('BY_EMAIL').flatMap((d) => (d.email ? [{ address: d.email }] : []));
  emails.push(...await personsWithoutAccount(db, personIds, candidates));
  const contactShips = byType('BY_CONTACTS').flatMap((d) => (options.unitId ? [options.unitId] : d.units ?? []));
  emails.push(...await shipownerContacts(db, contactShips));
  return {
    users: users.map(({ userId, username, language, email }) => ({ userId, username, language, email })),
    emails: uniqueAddresses(emails),
  };
}

/** Without a ship everyone; with one, those who may see it (administrators see every ship). */
async function seeingShip(db: Db, candidates: RecipientUser[], unitId: string | undefined): Promise<RecipientUser[]> {
  const unique = [...new Map(candidates.map((u) => [u.userId, u])).values()];
  if (!unitId) return unique;
  const kept: RecipientUser[] = [];
  for (const user of unique) {
    const principal = await loadPrincipal(db, user.userId);
    if (principal && canSeeUnit(principal, unitId)) kept.push(user);
  }
  return kept;
}

/** A person named by the list who has no account is reached at the person's own e-mail, in their language. */
async function personsWithoutAccount(db: Db, personIds: string[], users: RecipientUser[]): Promise<EmailRecipient[]> {
  const withAccount = new Set(users.map((u) => u.personId));
  const persons = await selectRecords(db, 'person', { ids: personIds.filter((id) => !withAccount.has(id)), enabledOnly: true });
  return persons.flatMap((p) => (typeof p.data.email === 'string' && p.data.email
    ? [{ address: p.data.email, language: languageOf(p.data.languageCode) }] : []));
}

/** BY_CONTACTS: the e-mail of each ship's shipowner (ship particulars name the shipowner by code). */
async function shipownerContacts(db: Db, unitIds: string[]): Promise<EmailRecipient[]> {
  if (!unitIds.length) return [];
  const owners = (await listShips(db, { ids: unitIds })).flatMap((s) => (typeof s.particulars.shipowner === 'string' ? [s.particulars.shipowner] : []));
  const records = await selectRecords(db, 'shipowner', { codes: owners, enabledOnly: true });
  return records.flatMap((r) => (typeof r.data.email === 'string' && r.data.email ? [{ address: r.data.email }] : []));
}

function uniqueAddresses(emails: EmailRecipient[]): EmailRecipient[] {
  const seen = new Map<string, EmailRecipient>();
  for (const email of emails) {
    const key = email.address.trim().toLowerCase();
    if (!seen.has(key)) seen.set(key, { ...email, address: email.address.trim() });
  }
  return [...seen.values()];
}
