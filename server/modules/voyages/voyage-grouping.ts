/**
 * Which legs make a voyage. A voyage (EU MRV, Regulation (EU) 2015/757 Art. 3) runs from a port of call to the next
 * port of call, where cargo or passengers are worked; a stop without cargo work (bunkers, stores, crew change,
 * shelter) is not a port of call, so the legs either side of it belong to one voyage. Legs of closed or deleted
 * voyages keep their voyage; open voyages never span them. Pure: no I/O.
 */

/** A leg of one ship, passed in departure order. */
export interface GroupingLeg {
  id: string;
  /** the closed or deleted voyage the leg is frozen in, else null */
  frozenVoyageId: string | null;
  /** false only when the ship's stay at the arrival port is recorded and no cargo or passengers were worked there */
  endsAtPortOfCall: boolean;
}

/** The legs of each open voyage, in departure order. */
export function groupOpenVoyages(legs: readonly GroupingLeg[]): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length) groups.push(current);
    current = [];
  };
  for (const leg of legs) {
    if (leg.frozenVoyageId) {
      close();
      continue;
    }
    current.push(leg.id);
    if (leg.endsAtPortOfCall) close();
  }
  close();
  return groups;
}
