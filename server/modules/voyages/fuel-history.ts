/**
 * A ship's usual fuel burn at sea, for the checks of a new report: the median over its legs of the year before a time
 * (those in every figure: not superseded, of no deleted voyage) of the fuel burnt per day at sea (under way and at
 * anchor). Short legs (under 12 h, shifting berth) say little and are left out.
 */
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { voyageLegs, voyages } from './tables.js';

const yearMs = 365 * 24 * 3_600_000;
const minLegHours = 12;

export async function usualSeaFuelPerDay(db: Db, unitId: string, before: Date): Promise<{ tonnes: number; legs: number } | undefined> {
  const legs = await db.select({ leg: voyageLegs, status: voyages.status }).from(voyageLegs).leftJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(and(eq(voyageLegs.unitId, unitId), eq(voyageLegs.superseded, false), lt(voyageLegs.departure, before), gte(voyageLegs.departure, new Date(before.getTime() - yearMs))));
  const rates = legs
    .filter(({ leg, status }) => status !== 'DELETED' && leg.arrival && leg.hoursUnderway + leg.hoursAtAnchor >= minLegHours)
    .map(({ leg }) => leg.fuel.reduce((sum, f) => sum + f.tonnes, 0) / (leg.hoursUnderway + leg.hoursAtAnchor) * 24)
    .sort((a, b) => a - b);
  if (!rates.length) return undefined;
  const middle = Math.floor(rates.length / 2);
  return { tonnes: rates.length % 2 ? rates[middle] : (rates[middle - 1] + rates[middle]) / 2, legs: rates.length };
}
