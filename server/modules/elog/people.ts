/** The people behind user names in a logbook: name, surname and rank (with its role code), as their signature gives them. */
import type { SignerPerson } from '../../../descriptors/lib/elog/day-signing.js';
import type { Db } from '../../db/engine.js';
import { userIdsByUsername } from '../access/users.js';
import { readUserSignature } from './signature-password.js';

/** Each user name that is a user, with the person it signs as. */
export async function peopleOf(db: Db, usernames: readonly string[]): Promise<Map<string, SignerPerson>> {
  const people = new Map<string, SignerPerson>();
  for (const [username, id] of await userIdsByUsername(db, usernames)) {
    const { userName, name, surname, rank, rankCode } = await readUserSignature(db, id);
    people.set(username, { userName, name, surname, rank, rankCode });
  }
  return people;
}
