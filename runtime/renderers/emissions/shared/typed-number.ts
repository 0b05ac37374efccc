/** Numbers typed into the calculators' fields (Mantine's NumberInput holds a number, or the text while typing). */

/** A number field's text or number as NumberInput holds it. */
export type FieldValue = string | number;

/** The number a field holds ("12,5" too); undefined when it is empty or not a number. */
export function typedNumber(value: FieldValue): number | undefined {
  if (value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
}

export const isPositiveNumber = (value: FieldValue) => (typedNumber(value) ?? 0) > 0;

export function isNonNegativeNumber(value: FieldValue): boolean {
  const number = typedNumber(value);
  return number !== undefined && number >= 0;
}
