/**
 * NMEA 0183 framing (IEC 61162-1 §7): `$` (or `!` for encapsulated data), an address of talker and sentence id,
 * comma-separated fields and `*hh`, the XOR of every character between the start and the star.
 */

/** The standard allows 82 characters with CR LF; multiplexers and long XDR sentences go beyond, so be lenient up to here. */
export const maxLineLength = 200;

export interface NmeaSentence {
  /** Two letters (GP, II, HE …), or `P` for a proprietary sentence. */
  talker: string;
  /** RMC, VTG … (for a proprietary sentence the maker's code and its sentence, e.g. GRME). */
  id: string;
  /** The fields after the address, empty strings where the talker sent nothing. */
  fields: string[];
}

/** Why a line was refused: `checksum` when the sum does not match, `malformed` for everything else. */
export type LineProblem = { kind: 'malformed' | 'checksum'; reason: LineProblemReason };
export type LineProblemReason = 'too-long' | 'no-start' | 'garbled' | 'truncated' | 'bad-address' | 'bad-checksum';

export type ParseResult = { ok: true; sentence: NmeaSentence } | ({ ok: false } & LineProblem);

const refuse = (kind: LineProblem['kind'], reason: LineProblemReason): ParseResult => ({ ok: false, kind, reason });

/** Parses one line (CR LF and surrounding blanks allowed); never throws. */
export function parseSentence(raw: string): ParseResult {
  let line = raw.trim();
  if (line.length > maxLineLength) return refuse('malformed', 'too-long');
  // An IEC 61162-450 tag block (`\s:src,c:time*hh\`) may precede the sentence on UDP; the sentence is what counts.
  if (line.startsWith('\\')) {
    const end = line.indexOf('\\', 1);
    if (end < 0) return refuse('malformed', 'garbled');
    line = line.slice(end + 1);
  }
  if (line[0] !== '$' && line[0] !== '!') return refuse('malformed', 'no-start');
  if (!/^[\x20-\x7e]+$/.test(line)) return refuse('malformed', 'garbled');
  const star = line.lastIndexOf('*');
  // No `*hh`: the line was cut off (or its talker omits the checksum, which IEC 61162-1 no longer allows).
  if (star < 0 || !/^[0-9A-Fa-f]{2}$/.test(line.slice(star + 1))) return refuse('malformed', 'truncated');
  const body = line.slice(1, star);
  if (/[$!*\\]/.test(body)) return refuse('malformed', 'garbled');
  if (checksumOf(body) !== parseInt(line.slice(star + 1), 16)) return refuse('checksum', 'bad-checksum');
  const [address, ...fields] = body.split(',');
  const parsed = splitAddress(address);
  return parsed ? { ok: true, sentence: { ...parsed, fields } } : refuse('malformed', 'bad-address');
}

/** XOR of the character codes: the NMEA checksum of the text between `$` and `*`. */
export function checksumOf(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum ^= body.charCodeAt(i);
  return sum;
}

function splitAddress(address: string): { talker: string; id: string } | undefined {
  if (/^P[A-Z0-9]{3,7}$/.test(address)) return { talker: 'P', id: address.slice(1) };
  if (/^[A-Z0-9]{2}[A-Z]{3}$/.test(address)) return { talker: address.slice(0, 2), id: address.slice(2) };
  return undefined;
}
