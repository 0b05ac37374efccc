/**
 * The configurator's file (DESIGN §3): a set of descriptors moved between installations as one JSON
 * document. The server exports and imports it; the runtime previews a selection and checks a picked file.
 */
import type { JsonChange } from './json-diff.js';
import { isJsonObject } from './json-object.js';

export const configurationFormat = 'keel-configuration';
export const configurationFormatVersion = 1;

export interface ExportedDescriptor {
  kind: string;
  code: string;
  schemaVersion: number;
  disabled: boolean;
  system: boolean;
  body: Record<string, unknown>;
}

export interface ConfigurationFile {
  format: typeof configurationFormat;
  formatVersion: typeof configurationFormatVersion;
  exportedAt: string;
  exportedBy: string;
  descriptors: ExportedDescriptor[];
}

export interface ExportSelection {
  /** Kinds to export; none means every kind. */
  kinds?: string[];
  /** Only these descriptors; none means every descriptor of the kinds. */
  codes?: { kind: string; code: string }[];
  /** Only what implementers made or changed (no untouched built-ins). */
  nonSystemOnly?: boolean;
}

/** What an import does with one descriptor of the file, and how its body changes. */
export interface ImportStep {
  kind: string;
  code: string;
  action: 'create' | 'change' | 'unchanged';
  changes: JsonChange[];
}

/** True when a descriptor falls in the selection: the one rule of the export and of its preview. */
export function isSelected(selection: ExportSelection, descriptor: Pick<ExportedDescriptor, 'kind' | 'code' | 'system'>): boolean {
  if (selection.kinds?.length && !selection.kinds.includes(descriptor.kind)) return false;
  if (selection.codes?.length && !selection.codes.some((c) => c.kind === descriptor.kind && c.code === descriptor.code)) return false;
  return !(selection.nonSystemOnly && descriptor.system);
}

/** `keel-configuration-<yyyy-mm-dd>.json`, dated by the export. */
export function configurationFileName(exportedAt: string): string {
  return `${configurationFormat}-${exportedAt.slice(0, 10)}.json`;
}

/** Why a text is not a configuration file the import can take. */
export type FileProblem = 'notJson' | 'notConfiguration' | 'unsupportedVersion' | 'damaged';

function isExportedDescriptor(value: unknown): value is ExportedDescriptor {
  return isJsonObject(value) && typeof value.kind === 'string' && typeof value.code === 'string' && value.code !== ''
    && Number.isInteger(value.schemaVersion) && (value.schemaVersion as number) > 0
    && typeof value.disabled === 'boolean' && typeof value.system === 'boolean' && isJsonObject(value.body);
}

/** Reads the text of a picked file: the configuration, or the first reason it is not one. The server checks it again. */
export function readConfigurationFile(text: string): { file: ConfigurationFile } | { problem: FileProblem } {
  let value: unknown;
  try { value = JSON.parse(text); } catch { return { problem: 'notJson' }; }
  if (!isJsonObject(value) || value.format !== configurationFormat) return { problem: 'notConfiguration' };
  if (value.formatVersion !== configurationFormatVersion) return { problem: 'unsupportedVersion' };
  const isWellFormed = typeof value.exportedAt === 'string' && typeof value.exportedBy === 'string'
    && Array.isArray(value.descriptors) && value.descriptors.every(isExportedDescriptor);
  return isWellFormed ? { file: value as unknown as ConfigurationFile } : { problem: 'damaged' };
}
