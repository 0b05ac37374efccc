/** The people behind user names in a logbook: name, surname and rank (with its role code), as their signature gives them. */
import { inArray } from 'drizzle-orm';
import type { SignerPerson } from '../../../descriptors/lib/elog/day-signing.js';
import type { Db } from '../../db/engine.js';
import { users } from '../../db/schema.js';
import { readUserSignature } from './signature-password.js';

/** Each user name that is a user, with the person it signs as. */
export async function peopleOf(db: Db, usernames: readonly string[]): Promise<Map<string, SignerPerson>> {
  const wanted = [...new Set(usernames.filter(Boolean))];
  const rows = wanted.length ? await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, wanted)) : [];
  const people = new Map<string, SignerPerson>();
  for (const row of rows) {
    const { userName, name, surname, rank, rankCode } = await readUserSignature(db, row.id);
    people.set(row.username, { userName, name, surname, rank, rankCode });
  }
  return people;
}
