/** The sentences Keel reads (maritime practice §3.2) and their decoders; every other sentence is counted as unsupported. */
import type { Decoder } from './decoder.js';
import { decodeDpt } from './dpt.js';
import { decodeGga } from './gga.js';
import { decodeHdt } from './hdt.js';
import { decodeMwv } from './mwv.js';
import { decodeRmc } from './rmc.js';
import { decodeRpm } from './rpm.js';
import { decodeVhw } from './vhw.js';
import { decodeVtg } from './vtg.js';
import { decodeXdr } from './xdr.js';

export const supportedSentences = ['RMC', 'VTG', 'HDT', 'GGA', 'DPT', 'MWV', 'VHW', 'XDR', 'RPM'] as const;
export type SupportedSentence = (typeof supportedSentences)[number];

const decoders: Record<SupportedSentence, Decoder> = {
  RMC: decodeRmc, VTG: decodeVtg, HDT: decodeHdt, GGA: decodeGga, DPT: decodeDpt,
  MWV: decodeMwv, VHW: decodeVhw, XDR: decodeXdr, RPM: decodeRpm,
};

export function isSupportedSentence(id: string): id is SupportedSentence {
  return (supportedSentences as readonly string[]).includes(id);
}

/** The decoder of a sentence id, or undefined when Keel does not read it. */
export function findDecoder(id: string): Decoder | undefined {
  return isSupportedSentence(id) ? decoders[id] : undefined;
}
