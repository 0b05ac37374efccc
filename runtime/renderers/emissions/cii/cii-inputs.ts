/** What the CII screens know about their inputs: the ship types, their capacity kind, and number fields checked on the client. */
import type { CapacityKind } from '../emissions-api.js';
import { typedNumber, type FieldValue } from '../shared/typed-number.js';

/** The ship resource's shipType values the CII covers (MEPC.353(78) Table 1), in the order of the table. */
export const ciiShipTypes = [
  'bulk_carrier', 'gas_carrier', 'tanker', 'container_ship', 'general_cargo_ship', 'refrigerated_cargo_carrier', 'combination_carrier',
  'lng_carrier', 'ro_ro_cargo_ship_vehicle_carrier', 'ro_ro_cargo_ship', 'ro_ro_passenger_ship', 'ro_ro_passenger_ship_high_speed',
  'cruise_passenger_ship',
] as const;

/** Ro-ro and passenger ships measure transport work by GT, the others by DWT (MEPC.352(78) G1, 2022). */
const gtShipTypes = new Set(['ro_ro_cargo_ship_vehicle_carrier', 'ro_ro_cargo_ship', 'ro_ro_passenger_ship', 'ro_ro_passenger_ship_high_speed', 'cruise_passenger_ship']);

export const capacityKindOf = (shipType: string | null): CapacityKind => (shipType && gtShipTypes.has(shipType) ? 'GT' : 'DWT');

/** The label key of a ship type: the ship resource's own enum texts. */
export const shipTypeKey = (shipType: string) => `resources.ship.enums.shipType.${shipType}`;

/** Years the CII reduction factors are set for (MEPC.338(76) as amended by MEPC.400(83)). */
export const ciiYears = Array.from({ length: 12 }, (_, i) => 2030 - i);

/** The year the calculators start on: this year, within the years the factors cover. */
export const defaultCiiYear = (now = new Date()) => Math.min(2030, Math.max(2019, now.getFullYear()));

/** The locale key of a number field's problem, or null when it holds a usable number. */
export function numberProblem(value: FieldValue, rule: { required?: boolean; positive?: boolean } = {}): string | null {
  const { required = true, positive = false } = rule;
  if (value === '' || value === undefined || value === null) return required ? 'emissions.cii.errors.required' : null;
  const number = typedNumber(value);
  if (number === undefined) return 'emissions.cii.errors.notNumber';
  if (number < 0) return 'emissions.cii.errors.negative';
  if (positive && number === 0) return 'emissions.cii.errors.positive';
  return null;
}

