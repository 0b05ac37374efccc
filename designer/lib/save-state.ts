/**
 * Whether Save may run, and if not, why: a save is in flight, the version went stale (409), the text
 * is not JSON, the editor shows errors, or nothing changed since the version was opened.
 */
import { isJsonEqual } from '../../descriptors/lib/json-diff.js';
import { tryParseJson } from './parse-json.js';

export type SaveBlocker = 'saving' | 'conflict' | 'unparsable' | 'invalid' | 'unchanged';

export interface SaveStateInput {
  isSaving: boolean;
  /** A save met 409: someone else saved meanwhile; the user must compare or overwrite. */
  hasConflict: boolean;
  isParsable: boolean;
  /** Error markers in the editor: the meta-schema's, and the server's until the next edit. */
  errorCount: number;
  hasChanges: boolean;
}

/** The first reason that blocks Save, or undefined when Save may run. */
export function saveBlocker(input: SaveStateInput): SaveBlocker | undefined {
  if (input.isSaving) return 'saving';
  if (input.hasConflict) return 'conflict';
  if (!input.isParsable) return 'unparsable';
  if (input.errorCount > 0) return 'invalid';
  if (!input.hasChanges) return 'unchanged';
  return undefined;
}

/** What the editor compares its text with: the body of the version it opened (none for a new descriptor). */
export interface Baseline {
  text: string;
  body: unknown;
  isNew: boolean;
}

/**
 * True when the text differs from the opened version. A new descriptor is always unsaved; layout-only
 * edits (spaces, key order) of a version are not changes, because the stored body would be the same.
 */
export function hasUnsavedChanges(text: string, baseline: Baseline): boolean {
  if (baseline.isNew) return true;
  if (text === baseline.text) return false;
  const parsed = tryParseJson(text);
  return !parsed.isValid || !isJsonEqual(parsed.value, baseline.body);
}
