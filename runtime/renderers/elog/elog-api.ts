/** The calls the logbook day view makes (SPEC §7 elog-*), through the one API client; the shapes they answer are descriptors/lib/elog's. */
import type { ApiClient } from '../../api/api-client.js';
import { createReferenceOptionsLoader } from '../../widgets/reference-options.js';
import type { MeUnit } from '../../../descriptors/lib/me-answer.js';
import type { ElogAggregation, ElogDay } from '../../../descriptors/lib/elog/day-answer.js';
import type { DaySigning } from '../../../descriptors/lib/elog/day-signing.js';
import type { ElogEntry, NextAllowedOption, PreparedEntry } from '../../../descriptors/lib/elog/entry-answer.js';
import type { AttachmentChange as SharedAttachmentChange, EntryRequest } from '../../../descriptors/lib/elog/entry-request.js';
import type { DescriptorDetails, ElogDefinitions, ElogPermissionAnswer, FormSnapshot } from '../../../descriptors/lib/elog/logbook-answer.js';
import type { LogbookVerification } from '../../../descriptors/lib/elog/logbook-verification.js';
import type { SignOperation, SignRequest, UserSignature } from '../../../descriptors/lib/elog/signature-answer.js';

export type { ElogEntryStatus } from '../../../descriptors/lib/elog/day-entries.js';
export type { DayStatus, ElogAggregation, ElogDay, ElogHistoryRow, SignatureStatus } from '../../../descriptors/lib/elog/day-answer.js';
export type { ElogEntry, EntryAttachment, EntryHeading, NextAllowedOption, PreparedEntry } from '../../../descriptors/lib/elog/entry-answer.js';
export type { EntryRequest } from '../../../descriptors/lib/elog/entry-request.js';
export type { DescriptorDetails, ElogDefinitions, ElogPermissionAnswer } from '../../../descriptors/lib/elog/logbook-answer.js';
export type { ElogSignature, SignOperation, UserSignature } from '../../../descriptors/lib/elog/signature-answer.js';
export type { MeUnit as Unit } from '../../../descriptors/lib/me-answer.js';

/**
 * The files a save changes in the browser: new ones, and the ids of the current ones that stay (always sent with files);
 * `fieldUploads` are the files picked in attachments fields by the key of their placeholder (`new:<key>`).
 */
export type AttachmentChange = Required<SharedAttachmentChange<File>> & { fieldUploads?: ReadonlyMap<string, File> };

const segment = encodeURIComponent;
const query = (values: Record<string, string | number | undefined>) => new URLSearchParams(
  Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
).toString();

/**
 * The multipart body of a save: the entry in `requestValue`, new files in `upload<n>` parts (a field's in `upload.<key>`),
 * kept ids in `keep…` parts.
 */
function entryForm(request: EntryRequest, files: AttachmentChange): FormData {
  const form = new FormData();
  form.append('requestValue', JSON.stringify(request));
  files.uploads.forEach((file, index) => form.append(`upload${index}`, file, file.name));
  files.fieldUploads?.forEach((file, key) => form.append(`upload.${key}`, file, file.name));
  files.keep.forEach((id, index) => form.append(`keep${index}`, id));
  return form;
}

export function elogApi(client: ApiClient, elog: string) {
  const details = new Map<string, Promise<DescriptorDetails>>();
  return {
    elog,
    definitions: () => client.get<ElogDefinitions>(`/elog-entry-descriptor/all/${segment(elog)}`),
    /** The entry type with its form as the ship sees it (its shipowner's, fleets' and own overlays); asked once per type and ship while the screen is open. */
    descriptorDetails: (code: string, unitId: string) => {
      const key = `${code} ${unitId}`;
      let answer = details.get(key);
      if (!answer) {
        answer = client.get<DescriptorDetails>(`/elog-entry/${segment(elog)}/descriptor-details?${query({ entryDescriptor: code, unitId })}`);
        answer.catch(() => details.delete(key));
        details.set(key, answer);
      }
      return answer;
    },
    units: () => client.get<{ units: MeUnit[] }>('/user/me').then((me) => me.units),
    /** The user's eLog permissions on the ship, in the day's workflow status when a day is named. */
    permissions: (unitId: string, day?: string) => client.get<ElogPermissionAnswer>(`/elog-permission/elog/${segment(elog)}?${query({ unitId, day })}`),
    current: (unitId: string) => client.get<ElogDay>(`/elog-aggregation/current?${query({ elog, unitId })}`),
    load: (unitId: string, day: string) => client.get<ElogDay>(`/elog-entry/${segment(elog)}/load?${query({ unitId, day })}`),
    /** A new entry at the time; with `end` and `entryId` also the sensor values of an entry whose times change. */
    prepare: (unitId: string, entryDescriptor: string, at?: number, times: { end?: number; entryId?: string } = {}) =>
      client.get<PreparedEntry>(`/elog-entry/${segment(elog)}/prepare?${query({ unitId, entryDescriptor, at, ...times })}`),
    /** A form exactly as an entry was filled with it (for the labels of fields the form no longer has). */
    formSnapshot: (id: string) => client.get<FormSnapshot>(`/elog-entry/${segment(elog)}/form-snapshot/${segment(id)}`),
    nextAllowed: (unitId: string, day: string, at: number) =>
      client.post<NextAllowedOption[]>('/elog-entry-descriptor/nextAllowed', { requestValue: { elog, unitId, day, at } }),
    /** A new entry is saved, an existing one updated (a new version); with files it goes as multipart (SPEC §7). */
    save: (request: EntryRequest, files?: AttachmentChange) => {
      const body = files ? entryForm(request, files) : { requestValue: request };
      return request.id
        ? client.put<ElogEntry>(`/elog-entry/${segment(elog)}/update`, body)
        : client.post<ElogEntry>(`/elog-entry/${segment(elog)}/save`, body);
    },
    downloadAttachment: (id: string) => client.get<Blob>(`/elog-entry/attachment/${segment(id)}`, { asBlob: true }),
    completeDay: (day: ElogAggregation) =>
      client.post<ElogDay>('/elog-aggregation/complete', { requestValue: { elogAggregationId: day.id, version: day.version } }),
    sign: (day: ElogAggregation, operationType: SignOperation, signaturePassword: string, operationNote: string | null) =>
      client.post<ElogDay>('/elog-aggregation/sign', { requestValue: { elogAggregationId: day.id, version: day.version, operationType, signaturePassword, operationNote } satisfies SignRequest }),
    /** The officer in charge signs entries, at the versions he read. */
    signEntries: (day: ElogAggregation, entries: { id: string; version: number }[], signaturePassword: string) =>
      client.post<ElogDay>('/elog-aggregation/sign', { requestValue: { elogAggregationId: day.id, operationType: 'APPROVAL', elogEntries: entries, signaturePassword } satisfies SignRequest }),
    /** Who signs what on the day, what the user may sign now and what is awaited. */
    signing: (unitId: string, day: string) => client.get<DaySigning>(`/elog-aggregation/${segment(elog)}/signing?${query({ unitId, day })}`),
    userSignature: () => client.get<UserSignature>('/user/getUserSignature'),
    /** Role names by id: a signer's rank may come as the id of their person's role. Empty when the list cannot be read. */
    roleNames: () => client.get<{ label: string; value: string }[]>('/common/list/roles')
      .then((roles) => new Map(roles.map((role) => [role.value, role.label])), () => new Map<string, string>()),
    changeSignaturePassword: (currentPassword: string, newPassword: string) =>
      client.post<unknown>('/user/changeSignaturePassword', { requestValue: { currentPassword, newPassword } }),
    verify: (unitId: string) => client.get<LogbookVerification>(`/elog-audit/${segment(elog)}/verify?${query({ unitId })}`),
    /** Options of the forms' reference fields (ports, fuels, areas); make one per language, the labels come translated. */
    referenceLoader: () => createReferenceOptionsLoader(client, (reference) =>
      `/elog-entry/${segment(elog)}/reference-options?${query({ resource: reference.resource, key: reference.key })}`),
  };
}

export type ElogApi = ReturnType<typeof elogApi>;
