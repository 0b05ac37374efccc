/**
 * Reference data for emissions and voyage scoping: ISO 3166-1 nations with their EU/EEA flag, seaports with
 * UN/LOCODEs, the IMO/FuelEU fuel factors of the Keel emissions reference, and the MARPOL Annex VI emission control
 * areas as GeoJSON, the ship-data tags. Pure data, no I/O beyond the JSON imports. Sources and caveats: README.md next to this file.
 */
import fuelCategoriesJson from './fuel-categories.json' with { type: 'json' };
import geoAreaCategoriesJson from './geo-area-categories.json' with { type: 'json' };
import geoAreasJson from './geo-areas.json' with { type: 'json' };
import nationsJson from './nations.json' with { type: 'json' };
import portsJson from './ports.json' with { type: 'json' };
import shipTagsJson from './ship-tags.json' with { type: 'json' };
import alarmListsJson from './alarm-lists.json' with { type: 'json' };
import type { AreaGeometry } from './is-point-in-geo-area.js';
import type { AggregationKind } from '../../descriptors/lib/analytics/aggregation.js';

export { isPointInGeoArea, type AreaGeometry, type LinearRing, type Position } from './is-point-in-geo-area.js';

/** A display name in the two UI languages. */
export interface LocalizedName {
  en: string;
  ru: string;
}

/** An ISO 3166-1 entry. */
export interface Nation {
  /** alpha-2 */
  code: string;
  alpha3: string;
  /** numeric-3, zero-padded */
  numeric: string;
  name: LocalizedName;
  /** Territory where EU ETS / FuelEU / EU MRV treat ports as EU/EEA ports: EU-27, IS, LI, NO, Åland and the French outermost regions. */
  euEea: boolean;
  /** EU outermost region with its own ISO code (GF, GP, MQ, YT, RE, MF). */
  outermostRegion?: boolean;
  /** Alpha-2 of the state the territory belongs to, where it has its own ISO code but shares the state's EU status. */
  partOf?: string;
}

/** A seaport identified by its UN/LOCODE. */
export interface Port {
  unlocode: string;
  name: string;
  nameRu: string;
  /** alpha-2; always the first two letters of the UN/LOCODE */
  country: string;
  latitude: number;
  longitude: number;
  /** IANA time zone */
  timeZone: string;
  /** The country's EU/EEA flag (see Nation.euEea). */
  euEea: boolean;
  /** Port in an EU outermost region (Canary Islands, Azores, Madeira, French overseas departments, Saint-Martin). */
  outermostRegion?: boolean;
  /** Neighbouring container transhipment port under Implementing Regulation (EU) 2023/2297. */
  neighbouringTranshipmentPort?: boolean;
  unctadType?: string;
  note?: string;
}

/** IMO CF and LCV of a fuel (MEPC.364(79)). */
export interface ImoFuelFactors {
  carbonContent: number;
  /** t CO2 / t fuel */
  cf: number;
  /** MJ/kg (= kJ/g); IMO LCV, not the FuelEU one */
  lcvMjPerKg: number;
  source: string;
}

/** An engine/consumer class with its own methane slip. */
export interface FuelEuConsumer {
  code: string;
  name: LocalizedName;
  /** % of the fuel mass */
  cSlipPercent: number;
}

/** FuelEU Maritime Annex II default factors of a fuel. */
export interface FuelEuFuelFactors {
  pathway: 'FOSSIL';
  /** MJ/g; FuelEU LCV, not the IMO one */
  lcvMjPerG: number;
  wttGCo2ePerMj: number;
  /** g CO2 / g fuel */
  cfCo2: number;
  /** g CH4 / g fuel; null where the reference leaves it unverified */
  cfCh4: number | null;
  /** g N2O / g fuel; null where the reference leaves it unverified */
  cfN2o: number | null;
  /** methane slip where it does not depend on the consumer */
  cSlipPercent?: number;
  /** methane slip per consumer class (LNG) */
  consumers?: FuelEuConsumer[];
  note?: string;
  source: string;
}

/** A fuel of the emissions reference with its IMO and FuelEU factors. */
export interface FuelCategory {
  code: string;
  name: LocalizedName;
  /** ISO 8217 grades the category covers */
  isoGrades?: string;
  imo: ImoFuelFactors;
  /** null where the reference gives no FuelEU default */
  fuelEu: FuelEuFuelFactors | null;
  /** regulation and table the factors come from */
  source: string;
}

/** What an emission control area controls. */
export type GeoAreaCategoryCode = 'ECA_SOX' | 'ECA_NOX';

/** A category of geo area. */
export interface GeoAreaCategory {
  code: GeoAreaCategoryCode;
  name: LocalizedName;
}

/** A MARPOL Annex VI emission control area. */
export interface GeoArea {
  code: string;
  name: LocalizedName;
  categories: GeoAreaCategoryCode[];
  /** ISO date the earliest of its categories took effect */
  effectiveFrom: string;
  /** ISO date per category (NOx: ships constructed on or after this date must meet Tier III) */
  categoryEffectiveFrom: Partial<Record<GeoAreaCategoryCode, string>>;
  source: string;
  geometry: AreaGeometry;
  note?: string;
}

export const nations: readonly Nation[] = nationsJson as Nation[];
export const ports: readonly Port[] = portsJson as Port[];
export const fuelCategories: readonly FuelCategory[] = fuelCategoriesJson as FuelCategory[];
export const geoAreaCategories: readonly GeoAreaCategory[] = geoAreaCategoriesJson as GeoAreaCategory[];
export const geoAreas: readonly GeoArea[] = geoAreasJson as unknown as GeoArea[];

/** A tag of the ship-data vocabulary (the `measure` resource): what NMEA sentences, the demo fleet and dashboards use. */
export interface ShipTag {
  tag: string;
  description: string;
  /** the description in Russian */
  descriptionRu: string;
  measureType: string;
  measureUnit?: string;
  valueType: 'NUMERIC' | 'STRING' | 'BOOLEAN' | 'LIST';
  aggregationType: AggregationKind;
  precision: number;
  definitions: { cluster: string; source: string }[];
  configurationScope: string;
  system: boolean;
}

export const shipTags: readonly ShipTag[] = shipTagsJson as ShipTag[];

/** A simple value (the `simple-values` resource): one entry of a small list named by its group (configuration scope). */
export interface SimpleValueRow {
  key: string;
  group: string;
  code: string;
  value: string;
  valueType: 'STRING';
  description: string;
}

/** The alarm classes (scope alarmClass) and problem causes (scope problemCause) every installation starts with. */
export const alarmLists: readonly SimpleValueRow[] = alarmListsJson as SimpleValueRow[];
