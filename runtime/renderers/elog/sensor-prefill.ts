/**
 * Fields of an entry pre-filled from the ship's measurements (prepare's `prefilled` pointers): which ones the user
 * has since changed (the entry records them in `manualFields`), the "from sensors" hints shown at them, and what a
 * change of the entry's time does to them (refreshSensorValues).
 */
import { deepEquals, type UiSchema } from '@rjsf/utils';
import type { LocalText } from '../../../descriptors/lib/text.js';
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

/** Sets (or, with undefined, removes) the value at a JSON pointer in a copy of the data. */
export function withValueAt(data: Record<string, unknown>, pointer: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = keysOf(pointer);
  if (key === undefined) return data;
  const copy = { ...data };
  if (!rest.length) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const child = copy[key] && typeof copy[key] === 'object' && !Array.isArray(copy[key]) ? copy[key] as Record<string, unknown> : {};
  copy[key] = withValueAt(child, `/${rest.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`, value);
  return copy;
}

export interface SensorRefresh {
  content: Record<string, unknown>;
  /** The sensor values at the new time: the baseline later edits are compared with. */
  sensors: SensorValues;
  /** Fields that took the value of the new time. */
  refreshed: string[];
  /** Fields emptied: they held the sensors' value of the old time and the sensors have none at the new one. */
  cleared: string[];
  /** Fields the user entered, kept although the sensors say something else now. */
  kept: string[];
}

/**
 * The entry's data after its time changed: every field still holding the sensors' value of the old time takes the
 * value of the new time (or is emptied when the sensors have none then), an empty field the sensors can fill now is
 * filled, and what the user entered stays.
 */
export function refreshSensorValues(content: Record<string, unknown>, before: SensorValues, after: SensorValues): SensorRefresh {
  const result: SensorRefresh = { content, sensors: {}, refreshed: [], cleared: [], kept: [] };
  for (const pointer of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    const current = valueAt(content, pointer);
    const isSensorValue = pointer in before ? deepEquals(current, before[pointer]) : current === undefined;
    const fresh = after[pointer];
    if (!isSensorValue) {
      if (pointer in after) {
        result.sensors[pointer] = fresh;
        if (!deepEquals(current, fresh)) result.kept.push(pointer);
      }
      continue;
    }
    if (pointer in after) {
      result.sensors[pointer] = fresh;
      if (!deepEquals(current, fresh)) {
        result.content = withValueAt(result.content, pointer, fresh);
        result.refreshed.push(pointer);
      }
    } else if (current !== undefined) {
      result.content = withValueAt(result.content, pointer, undefined);
      result.cleared.push(pointer);
    }
  }
  return result;
}

/** A field's title as the form shows it (its ui:title, else the schema's title), else its key. */
export function fieldTitleAt(
  schema: Record<string, unknown>, uiSchema: Record<string, unknown> | undefined, pointer: string, translate: (text: LocalText) => string,
): string {
  const keys = keysOf(pointer);
  const ui = uiPathOf(schema, keys.join('.')).reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), uiSchema);
  const uiTitle = ui && typeof ui === 'object' ? (ui as Record<string, unknown>)['ui:title'] : undefined;
  const schemaTitle = keys.reduce<unknown>((node, key) => {
    const properties = node && typeof node === 'object' ? (node as { properties?: Record<string, unknown> }).properties : undefined;
    return properties?.[key];
  }, schema) as { title?: unknown } | undefined;
  const title = uiTitle ?? schemaTitle?.title;
  return title && (typeof title === 'string' || typeof title === 'object') ? translate(title as LocalText) : keys.at(-1) ?? pointer;
}
