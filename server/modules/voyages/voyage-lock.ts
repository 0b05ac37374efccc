/** One writer at a time per ship's voyage record: regrouping reads every leg of the ship before it writes. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';

/** Advisory lock namespace of a ship's voyage record (the second key is a hash of the ship id). */
const voyageLockSpace = 4_106;

/** Waits, inside the caller's transaction, until no other transaction writes this ship's voyage record. */
export async function lockShipVoyages(tx: Db, unitId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${voyageLockSpace}, hashtext(${unitId}))`);
}
