/**
 * The files of an entry's attachments fields, for the entry editor: what the fields read through the form context
 * (saved files by id, files picked and not saved yet by placeholder), what a save sends (the picked files still in the
 * content, every saved file a field still names kept) and which files the entry-wide list shows (none a field shows).
 */
import { useMemo, useRef } from 'react';
import { attachmentFieldRefs, attachmentIdsIn, attachmentPlaceholder, placeholderKey } from '../../../descriptors/lib/forms/keel-fields.js';
import type { FormAttachments } from '../../widgets/form-context.js';
import { downloadBlob } from '../crud/csv.js';
import type { AttachmentChange, ElogApi, ElogEntry, EntryAttachment } from './elog-api.js';

type Form = { schema: unknown; uiSchema?: unknown };
type Content = Record<string, unknown>;

export const currentAttachments = (entry: ElogEntry | undefined): EntryAttachment[] => entry?.attachments?.filter((a) => a.current) ?? [];

export function useFieldAttachments(api: ElogApi, form: Form | undefined, saved: ElogEntry | undefined) {
  // Files picked in fields until a save stores them, by the key of their placeholder; keys are unique in the editor.
  const picked = useRef(new Map<string, File>()).current;
  const lastKey = useRef(0);
  const idsIn = (content: Content | undefined) => (form && content ? attachmentIdsIn(form, content) : new Set<string>());
  // RJSF compares the form context without its functions: the context stays one object and reads the entry saved last.
  const latest = useRef(saved);
  latest.current = saved;
  const findSaved = (id: string) => latest.current?.attachments?.find((a) => a.id === id);

  const context = useMemo<FormAttachments>(() => ({
    saved: findSaved,
    add: (files) => files.map((file) => {
      const key = `f${++lastKey.current}`;
      picked.set(key, file);
      return attachmentPlaceholder(key);
    }),
    pending: (placeholder) => {
      const key = placeholderKey(placeholder);
      return key === undefined ? undefined : picked.get(key);
    },
    download: async (id) => downloadBlob(await api.downloadAttachment(id), findSaved(id)?.fileName ?? id),
  }), [api]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    context,
    /** The entry's current files no field of the saved or the edited content shows: the entry-wide list's. */
    entryWide: (content: Content): EntryAttachment[] => {
      const inFields = new Set([...idsIn(saved?.areasContent), ...idsIn(content)]);
      return currentAttachments(saved).filter((a) => !inFields.has(a.id));
    },
    /**
     * What a save of `data` sends: the entry-wide change, the picked files whose placeholders `data` still holds, and
     * kept every saved file a field of `data` names (one a field no longer names goes, as a removed entry-wide one does).
     */
    changeFor: (files: AttachmentChange, data: Content): AttachmentChange => {
      const keys = new Set(form ? attachmentFieldRefs(form, data).flatMap((field) => field.refs.map(placeholderKey)) : []);
      const wasInFields = idsIn(saved?.areasContent);
      const keep = [...new Set([...files.keep.filter((id) => !wasInFields.has(id)), ...idsIn(data)])];
      return { uploads: files.uploads, keep, fieldUploads: new Map([...picked].filter(([key]) => keys.has(key))) };
    },
    /** Whether the change differs from keeping the entry's current files as they are. */
    isChange: (change: AttachmentChange): boolean => {
      const current = currentAttachments(saved).map((a) => a.id);
      return change.uploads.length > 0 || (change.fieldUploads?.size ?? 0) > 0
        || change.keep.length !== current.length || current.some((id) => !change.keep.includes(id));
    },
    /** After a save the picked files are the entry's own, named by their ids in its content. */
    forgetPicked: () => picked.clear(),
  };
}
