/** Reads the NMEA fixtures of tests/fixtures/nmea: lines as bytes arrive (latin1), `#` lines are comments. */
import { readFileSync } from 'node:fs';

const folder = new URL('../fixtures/nmea/', import.meta.url);

/** The raw text of a fixture, comments included: what a talker replaying the file sends. */
export function fixtureText(name: string): string {
  return readFileSync(new URL(name, folder), 'latin1');
}

/** The sentence lines of a fixture, without comments and blank lines. */
export function fixtureLines(name: string): string[] {
  return fixtureText(name).split('\n').filter((line) => line !== '' && !line.startsWith('#'));
}

/** The one line of a fixture that starts with `prefix` (fails loudly when there is none or several). */
export function fixtureLine(name: string, prefix: string): string {
  const found = fixtureLines(name).filter((line) => line.startsWith(prefix));
  if (found.length !== 1) throw new Error(`${name}: ${found.length} lines start with ${prefix}`);
  return found[0];
}

/** Lines grouped by the `# expect: <what>` comment above them. */
export function fixtureExpectations(name: string): { expect: string; line: string }[] {
  let expect = '';
  const result: { expect: string; line: string }[] = [];
  for (const line of fixtureText(name).split('\n')) {
    const heading = line.match(/^# expect: (\S+)/);
    if (heading) expect = heading[1];
    else if (line !== '' && !line.startsWith('#')) result.push({ expect, line });
  }
  return result;
}

/** The sentence lines of a fixture as a talker sends them: each ended by CR LF. */
export function fixtureStream(name: string): string {
  return fixtureLines(name).map((line) => `${line}\r\n`).join('');
}
