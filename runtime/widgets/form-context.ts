/** What Keel's RJSF widgets read from `registry.formContext` (RJSF v6 passes it only through the registry). */
import type { Registry } from '@rjsf/utils';
import type { ReferenceOptionsLoader } from './reference-options.js';

export interface KeelFormContext {
  /** The interface language, for {en, ru} texts. */
  language: string;
  /** Loads the options of reference fields; without it they fall back to a plain text input. */
  loadOptions?: ReferenceOptionsLoader;
  /**
   * Input a field holds but cannot hand to the form yet (JSON that does not parse), by field id. The form
   * refuses to validate while any is left, so such input is never dropped silently on Save.
   */
  pendingInput?: Map<string, string>;
  /** The ship's clock offset (minutes east of UTC) a new time with offset starts at: the entry's. */
  defaultOffset?: number;
  /** The files of the record, for attachments fields; without it (registries keep no files) they are read-only. */
  attachments?: FormAttachments;
  /** Warnings to show at fields that do not stop a save (a vessel report's checks), by JSON pointer into the data. */
  notices?: FieldNotices;
}

/** Messages by the JSON pointer of the field they concern ("/rob/0/quantity"). */
export type FieldNotices = ReadonlyMap<string, readonly string[]>;

/** The JSON pointer of a field from its RJSF path. */
export const fieldPointer = (path: readonly (string | number)[]) => path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** What an attachments field asks of the editor that holds the record's files (a logbook entry's). */
export interface FormAttachments {
  /** A saved attachment of the record by its id. */
  saved(id: string): { fileName: string; size: number } | undefined;
  /** Takes files picked in a field until the save; answers the placeholder (`new:<key>`) of each to hold in the field. */
  add(files: readonly File[]): string[];
  /** A file picked and not saved yet, by its placeholder. */
  pending(placeholder: string): File | undefined;
  /** Downloads a saved attachment (rejects with the reason when it cannot). */
  download(id: string): Promise<void>;
}

export function keelFormContext(registry: Registry): KeelFormContext & { defaultOffset: number } {
  const context = registry.formContext as Partial<KeelFormContext> | undefined;
  return {
    language: context?.language ?? 'en', loadOptions: context?.loadOptions, pendingInput: context?.pendingInput, defaultOffset: context?.defaultOffset ?? 0,
    attachments: context?.attachments, notices: context?.notices,
  };
}
