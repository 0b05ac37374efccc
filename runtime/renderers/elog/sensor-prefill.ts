/**
 * Fields of a new entry pre-filled from the ship's measurements (prepare's `prefilled` pointers): which ones the user
 * has since changed (the entry records them in `manualFields`), and the "from sensors" hints shown at them.
 */
import { deepEquals, type UiSchema } from '@rjsf/utils';
import { mergeUiSchema, uiPathOf } from '../crud/form-schema.js';

/** Pointer → the value the sensors gave. */
export type SensorValues = Record<string, unknown>;

const keysOf = (pointer: string) => pointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The value at a JSON pointer, undefined when the path is missing. */
export function valueAt(data: unknown, pointer: string): unknown {
  return keysOf(pointer).reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);
}

/** The sensor values of the pre-filled pointers in a prepared body. */
export function sensorValuesOf(content: Record<string, unknown>, prefilled: readonly string[]): SensorValues {
  return Object.fromEntries(prefilled.map((pointer) => [pointer, valueAt(content, pointer)]));
}

/** The pre-filled pointers whose value now differs from the sensors'. */
export function changedSensorFields(sensors: SensorValues, content: Record<string, unknown>): string[] {
  return Object.entries(sensors).filter(([pointer, value]) => !deepEquals(valueAt(content, pointer), value)).map(([pointer]) => pointer);
}

/**
 * The entry's manual fields after an edit: those it had (unless the user put the sensor value back) and the
 * pre-filled ones changed now, in a stable order.
 */
export function manualFieldsOf(previous: readonly string[], sensors: SensorValues, content: Record<string, unknown>): string[] {
  const changed = new Set(changedSensorFields(sensors, content));
  const kept = previous.filter((pointer) => !(pointer in sensors) || changed.has(pointer));
  return [...new Set([...kept, ...changed])].sort();
}

/** uiSchema overrides giving each pre-filled field its hint: from sensors, or changed by hand (with the sensor value). */
export function sensorHints(
  schema: Record<string, unknown>, sensors: SensorValues, content: Record<string, unknown>,
  hint: (pointer: string, isChanged: boolean) => string,
): UiSchema {
  const changed = new Set(changedSensorFields(sensors, content));
  let ui: Record<string, unknown> = {};
  for (const pointer of Object.keys(sensors)) {
    const keys = uiPathOf(schema, keysOf(pointer).join('.'));
    const leaf = keys.reduceRight<Record<string, unknown>>((node, key) => ({ [key]: node }), { 'ui:help': hint(pointer, changed.has(pointer)) });
    ui = mergeUiSchema(ui, leaf);
  }
  return ui as UiSchema;
}
