/**
 * What the demo ships' logbooks need beyond the ship data: the clock each ship keeps, who keeps and signs its books
 * (Nordic Ore's are the demo accounts; the other ships get crew accounts of their own, without a sign-in password),
 * its bunker tanks and the fuel qualities on their delivery notes, and how many people make garbage on board.
 */

/** A rank as the demo roles (seeds/demo-accounts.ts) name it. */
export type Rank = 'MASTER' | 'CHIEF_ENGINEER' | 'DECK_OFFICER';

/** One crew member who writes or signs a logbook. */
export interface CrewMember {
  rank: Rank;
  username: string;
  name: string;
  surname: string;
  nationality: string;
}

/** A ship's bunker capacity and delivered quality of one fuel. */
export interface FuelTank {
  fuel: string;
  /** what the bunker tanks hold, t */
  capacityT: number;
  /** sulphur content on the bunker delivery note, % m/m (MARPOL Annex VI reg. 14: 0.50 globally, 0.10 in SOx ECAs) */
  sulphurPct: number;
  /** density at 15 °C, kg/m³ */
  densityKgM3: number;
  /** ISO 8217 grade as delivered */
  grade: string;
  tankName: string;
}

export interface LogbookHabits {
  /** the ship's clock, minutes east of UTC: the standard time of its trade, kept all period */
  clockOffsetMin: number;
  crew: CrewMember[];
  tanks: FuelTank[];
  /** people on board besides passengers */
  complement: number;
}

const hfo: Omit<FuelTank, 'capacityT'> = { fuel: 'HFO', sulphurPct: 0.47, densityKgM3: 985, grade: 'RMG 380 (VLSFO)', tankName: 'HFO bunker tanks' };
const mgo: Omit<FuelTank, 'capacityT'> = { fuel: 'MDO_MGO', sulphurPct: 0.08, densityKgM3: 850, grade: 'DMA (ULSMGO)', tankName: 'MGO bunker tanks' };
const member = (rank: Rank, username: string, name: string, surname: string, nationality: string): CrewMember => ({ rank, username, name, surname, nationality });

/** Crew of the ships other than Nordic Ore: `<ship>.master`, `.chief`, `.officer` (lower-case ship code). */
function crewOf(ship: string, people: [master: string, chief: string, officer: string], nationalities: [string, string, string]): CrewMember[] {
  const prefix = ship.toLowerCase();
  const split = (full: string) => full.split(' ') as [string, string];
  return (['MASTER', 'CHIEF_ENGINEER', 'DECK_OFFICER'] as const).map((rank, i) =>
    member(rank, `${prefix}.${['master', 'chief', 'officer'][i]}`, ...split(people[i]), nationalities[i]));
}

export const logbookHabits: Record<string, LogbookHabits> = {
  NORDIC_ORE: {
    // UTC on board: the demo accounts' ship, whose "today" the browser tests write in, keeps the logbooks' default clock
    clockOffsetMin: 0, complement: 21,
    crew: [member('MASTER', 'captain', 'Erik', 'Larsen', 'NO'), member('CHIEF_ENGINEER', 'chief', 'Marta', 'Kowalska', 'PL'), member('DECK_OFFICER', 'officer', 'Ivan', 'Petrov', 'RU')],
    tanks: [{ ...hfo, capacityT: 2_400 }, { ...mgo, capacityT: 320 }],
  },
  BALTIC_AMBER: {
    clockOffsetMin: 60, complement: 24,
    crew: crewOf('BALTIC_AMBER', ['Andrius Kairys', 'Darko Horvat', 'Jonas Vella'], ['LT', 'HR', 'MT']),
    // an ECA trader: most of its fuel is gas oil
    tanks: [{ ...hfo, capacityT: 1_800 }, { ...mgo, capacityT: 1_400 }],
  },
  KEEL_HORIZON: {
    clockOffsetMin: 0, complement: 25,
    crew: crewOf('KEEL_HORIZON', ['Lars Mikkelsen', 'Rohan Mehta', 'Jakub Nowak'], ['DK', 'IN', 'PL']),
    tanks: [{ ...hfo, capacityT: 8_500 }, { ...mgo, capacityT: 1_600 }],
  },
  ARCTIC_FROST: {
    clockOffsetMin: 60, complement: 30,
    crew: crewOf('ARCTIC_FROST', ['Ingrid Solberg', 'Mikhail Orlov', 'Kristian Dahl'], ['NO', 'RU', 'NO']),
    // the engines burn the cargo's boil-off: only the pilot and boiler oil is bunkered
    tanks: [{ ...mgo, capacityT: 1_500 }],
  },
  GULF_STAR: {
    clockOffsetMin: 120, complement: 110,
    crew: crewOf('GULF_STAR', ['Juha Lehtonen', 'Pekka Nieminen', 'Anna Korhonen'], ['FI', 'FI', 'EE']),
    tanks: [{ ...mgo, capacityT: 650 }],
  },
  AURORA_SPIRIT: {
    clockOffsetMin: 60, complement: 950,
    crew: crewOf('AURORA_SPIRIT', ['Giovanni Russo', 'Nikos Papadopoulos', 'Elena Marinescu'], ['IT', 'GR', 'RO']),
    tanks: [{ ...hfo, capacityT: 2_600 }, { ...mgo, capacityT: 2_400 }],
  },
};

/** The crew member of a rank on a ship. */
export function crewMember(ship: string, rank: Rank): CrewMember {
  const found = logbookHabits[ship]?.crew.find((c) => c.rank === rank);
  if (!found) throw new Error(`no ${rank} on ${ship}`);
  return found;
}
