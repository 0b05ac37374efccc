/** One received line → counted, parsed, decoded and mapped to tagged points; bad input is counted, never thrown. */
import type { IngestPoint } from '../timeseries/ingest-types.js';
import type { DecodeContext, Decoded } from './decoders/decoder.js';
import { findDecoder } from './decoders/index.js';
import { noteProblem, noteUnmapped, type ListenerCounters } from './listener-counters.js';
import { parseSentence } from './parse-sentence.js';
import type { TagResolver } from './tag-mapping.js';

export type PointSink = (tag: string, point: IngestPoint) => void;

/** Returns `handleLine(line, receivedAt)`, which remembers the last heading and GNSS date across lines. */
export function createLineHandler(options: { resolveTag: TagResolver; counters: ListenerCounters; emit: PointSink }) {
  const { resolveTag, counters, emit } = options;
  // The last true heading and GNSS date from any talker of this listener: gyro, GNSS and wind sensor are usually different talkers.
  let heading: DecodeContext['heading'];
  let gnssClock: DecodeContext['gnssClock'];

  return function handleLine(line: string, receivedAt: Date = new Date()): void {
    if (line.trim() === '') return;
    counters.lines += 1;
    const parsed = parseSentence(line);
    if (!parsed.ok) {
      if (parsed.kind === 'checksum') counters.badChecksum += 1;
      else counters.malformed += 1;
      noteProblem(counters, parsed.reason, line);
      return;
    }
    const { id, fields } = parsed.sentence;
    const decode = findDecoder(id);
    if (!decode) {
      counters.unsupported += 1;
      return;
    }
    let decoded: Decoded;
    try {
      decoded = decode(fields, { receivedAt, heading, gnssClock });
    } catch {
      counters.malformed += 1;
      noteProblem(counters, 'undecodable', line);
      return;
    }
    if (decoded.invalid) {
      counters.invalid += 1;
      return;
    }
    counters.sentences += 1;
    counters.lastSentenceAt = receivedAt.toISOString();
    if (decoded.heading !== undefined) heading = { value: decoded.heading, receivedAt };
    if (decoded.isDated && decoded.time) gnssClock = { time: decoded.time, receivedAt };
    const ts = decoded.time ?? receivedAt;
    for (const reading of decoded.readings) {
      const tag = resolveTag(id, reading);
      if (tag) emit(tag, { ts, value: reading.value });
      else noteUnmapped(counters, `${id}.${reading.field}`);
    }
  };
}
