/**
 * Which tag a reading goes to. The defaults cover the standard sentences, so an empty mapping works; a tcp-config's
 * own rows replace a default of the same sentence and field, add new ones (an XDR name), or, without a tag, drop one.
 */
import type { Reading } from './decoders/decoder.js';

export interface MappingRule {
  sentence: string;
  /** The reading's field selector: `lat`, `sog`, `R.speed`, `S1.rpm`, or for XDR the transducer name. */
  field: string;
  /** Absent: the reading is not stored. */
  tag?: string;
  /** XDR only: the rule applies only to this transducer type (a TRIM angle in degrees is not a trim in metres). */
  transducerType?: string;
}

const xdr = (names: string[], tag: string, transducerType: string): MappingRule[] =>
  names.map((field) => ({ sentence: 'XDR', field, tag, transducerType }));

export const defaultMapping: readonly MappingRule[] = [
  { sentence: 'RMC', field: 'lat', tag: 'LAT' }, { sentence: 'RMC', field: 'lon', tag: 'LON' },
  { sentence: 'RMC', field: 'sog', tag: 'SOG' }, { sentence: 'RMC', field: 'cog', tag: 'COG' },
  { sentence: 'GGA', field: 'lat', tag: 'LAT' }, { sentence: 'GGA', field: 'lon', tag: 'LON' },
  { sentence: 'VTG', field: 'cogTrue', tag: 'COG' }, { sentence: 'VTG', field: 'sog', tag: 'SOG' },
  { sentence: 'HDT', field: 'heading', tag: 'HEADING' },
  { sentence: 'VHW', field: 'headingTrue', tag: 'HEADING' }, { sentence: 'VHW', field: 'stw', tag: 'STW' },
  { sentence: 'DPT', field: 'depth', tag: 'DEPTH' },
  { sentence: 'MWV', field: 'R.angle', tag: 'WIND_ANGLE_REL' }, { sentence: 'MWV', field: 'R.speed', tag: 'WIND_SPEED_REL' },
  { sentence: 'MWV', field: 'T.speed', tag: 'WIND_SPEED_TRUE' }, { sentence: 'MWV', field: 'T.direction', tag: 'WIND_DIR_TRUE' },
  // Shaft 0 is a single or centre-line shaft; twin screws need their own tags in the configuration.
  { sentence: 'RPM', field: 'S0.rpm', tag: 'SHAFT_RPM' }, { sentence: 'RPM', field: 'S1.rpm', tag: 'SHAFT_RPM' },
  { sentence: 'RPM', field: 'S0.pitch', tag: 'PROP_PITCH' }, { sentence: 'RPM', field: 'S1.pitch', tag: 'PROP_PITCH' },
  ...xdr(['DRAFT_F', 'DRAFT_FWD', 'DRAFT_FORE'], 'DRAFT_FWD', 'D'),
  ...xdr(['DRAFT_A', 'DRAFT_AFT'], 'DRAFT_AFT', 'D'),
  ...xdr(['TRIM'], 'TRIM', 'D'),
  ...xdr(['RUDDER', 'RUDDER_ANGLE'], 'RUDDER_ANGLE', 'A'),
  ...xdr(['AIRTEMP', 'TEMPAIR', 'ENV_OUTSIDE_T', 'ENV_OUTAIR_T'], 'AIR_TEMP', 'C'),
  ...xdr(['WATERTEMP', 'TEMPWATER', 'WATER', 'ENV_WATER_T'], 'SEA_TEMP', 'C'),
];

/** The tag of a reading of a sentence, or undefined when it is not stored. */
export type TagResolver = (sentence: string, reading: Reading) => string | undefined;

/** XDR names are the installer's words, so fields match without regard to case. */
const keyOf = (sentence: string, field: string) => `${sentence}.${field}`.toUpperCase();

export function createTagResolver(rules: readonly MappingRule[] = []): TagResolver {
  const byKey = new Map<string, MappingRule>();
  for (const rule of [...defaultMapping, ...rules]) byKey.set(keyOf(rule.sentence, rule.field), rule);
  return (sentence, reading) => {
    const rule = byKey.get(keyOf(sentence, reading.field));
    if (!rule?.tag || (rule.transducerType && rule.transducerType !== reading.transducerType)) return undefined;
    return rule.tag;
  };
}
