/** What a sentence decoder turns fields into: named readings, the sentence's own time, or why it is void. */

/** One value of a sentence, named by its field selector (`lat`, `R.speed`, `DRAFT_F`, `S1.rpm` …). */
export interface Reading {
  field: string;
  value: number;
  /** XDR only: the transducer type letter (C temperature, A angle, D distance, P pressure …). */
  transducerType?: string;
}

export interface Decoded {
  readings: Reading[];
  /** The UTC time the sentence carries (RMC, GGA); absent when it carries none. */
  time?: Date;
  /** True when `time` came with its date (RMC), so it can place later times of day (GGA). */
  isDated?: boolean;
  /** A true heading this sentence reports, remembered for deriving the true wind direction. */
  heading?: number;
  /** Set when the talker marks the data void (status V, no fix): nothing of it is stored. */
  invalid?: 'void';
}

/** What a decoder may know besides its fields: when the line came, the last true heading, the last dated GNSS time. */
export interface DecodeContext {
  receivedAt: Date;
  heading?: { value: number; receivedAt: Date };
  gnssClock?: GnssClock;
}

/** A dated GNSS time and when it arrived: the receiver's clock, which may differ from the server's. */
export interface GnssClock {
  time: Date;
  receivedAt: Date;
}

export type Decoder = (fields: string[], context: DecodeContext) => Decoded;

/** The readings whose value is present, in order. */
export function readingsOf(...candidates: [string, number | undefined][]): Reading[] {
  return candidates.filter((c): c is [string, number] => c[1] !== undefined).map(([field, value]) => ({ field, value }));
}

export const voidSentence: Decoded = { readings: [], invalid: 'void' };
