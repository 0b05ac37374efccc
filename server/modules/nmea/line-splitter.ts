/**
 * Cuts a TCP byte stream into lines: a line may arrive in pieces and a chunk may hold many lines; CR, LF and CR LF
 * all end one. A talker that never sends a line end cannot grow the buffer without bound: past `maxLength` what has
 * come is passed on as one (too long) line and the rest up to the next line end is skipped.
 */
import { maxLineLength } from './parse-sentence.js';

export function createLineSplitter(onLine: (line: string) => void, maxLength = maxLineLength) {
  let buffer = '';
  let skipping = false;

  return {
    /** A chunk decoded as latin1, so that one byte is one character and a cut never splits a character. */
    push(chunk: string): void {
      const parts = chunk.split(/\r\n|\r|\n/);
      const rest = parts.pop() ?? '';
      for (const part of parts) {
        if (!skipping) onLine(buffer + part);
        buffer = '';
        skipping = false;
      }
      if (skipping) return;
      buffer += rest;
      if (buffer.length > maxLength) {
        onLine(buffer);
        buffer = '';
        skipping = true;
      }
    },
    /** The talker hung up: a last line without its line end is still a line. */
    end(): void {
      if (buffer && !skipping) onLine(buffer);
      buffer = '';
      skipping = false;
    },
  };
}
