/**
 * Frames of the PostgreSQL bus: one NOTIFY payload each, `{"o": instance, "t": topic, "i": [items…]}`. PostgreSQL takes
 * payloads shorter than 8000 bytes, so a batch is packed into as many frames as it needs; an item too large even alone
 * (after the topic's split) cannot go to the other instances and is reported, never dropped silently.
 */
import type { BusTopic } from './bus.js';

/** Below PostgreSQL's 8000-byte NOTIFY limit, with room to spare. */
export const maxFrameBytes = 7_900;

export interface Frame {
  /** The sending instance. */
  o: string;
  /** The topic name. */
  t: string;
  /** The encoded items. */
  i: unknown[];
}

export interface PackedFrames {
  payloads: string[];
  /** Items that do not fit in a frame even alone, with their size in bytes. */
  oversized: { bytes: number }[];
}

export function packFrames<T>(instanceId: string, topic: BusTopic<T>, items: readonly T[], limit = maxFrameBytes): PackedFrames {
  const head = `{"o":${JSON.stringify(instanceId)},"t":${JSON.stringify(topic.name)},"i":[`;
  const tail = ']}';
  const room = limit - Buffer.byteLength(head) - Buffer.byteLength(tail);
  const payloads: string[] = [];
  const oversized: { bytes: number }[] = [];
  let current: string[] = [];
  let used = 0;
  const flush = () => {
    if (current.length) payloads.push(head + current.join(',') + tail);
    current = [];
    used = 0;
  };
  for (const item of items.flatMap((i) => topic.split?.(i) ?? [i])) {
    const json = JSON.stringify(topic.encode ? topic.encode(item) : item);
    const bytes = Buffer.byteLength(json);
    if (bytes > room) { oversized.push({ bytes }); continue; }
    const cost = bytes + (current.length ? 1 : 0);
    if (used + cost > room) flush();
    used += bytes + (current.length ? 1 : 0);
    current.push(json);
  }
  flush();
  return { payloads, oversized };
}

/** A received payload as a frame; undefined for anything else (another program notifying on the channel). */
export function readFrame(payload: string): Frame | undefined {
  try {
    const value = JSON.parse(payload) as Partial<Frame>;
    if (typeof value?.o !== 'string' || typeof value.t !== 'string' || !Array.isArray(value.i)) return undefined;
    return value as Frame;
  } catch {
    return undefined;
  }
}
