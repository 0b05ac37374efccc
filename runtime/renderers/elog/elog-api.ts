/** The calls the logbook day view makes (SPEC §7 elog-*), through the one API client, and the shapes they answer. */
import type { ApiClient } from '../../api/api-client.js';
import type { ElogConfigBody } from '../../../descriptors/kinds/elog-config/elog-config.schema.js';
import type { ElogEntryDescriptorBody } from '../../../descriptors/kinds/elog-entry-descriptor/elog-entry-descriptor.schema.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import { createReferenceOptionsLoader } from '../../widgets/reference-options.js';
import type { ElogEntryStatus } from '../../../descriptors/lib/elog/day-entries.js';
import type { DaySigning, SignerPerson } from '../../../descriptors/lib/elog/day-signing.js';
import type { LogbookVerification } from '../../../descriptors/lib/elog/logbook-verification.js';
import type { TimestampWithOffset } from '../../../descriptors/lib/elog/time-with-offset.js';
import type { WorkflowRefusal, WorkflowState } from '../../../descriptors/lib/elog/workflow.js';

export type { ElogEntryStatus } from '../../../descriptors/lib/elog/day-entries.js';
export type DayStatus = 'IN_PROGRESS' | 'COMPLETED';
export type SignatureStatus = 'NONE' | 'FIRST' | 'MAIN';

export interface ElogAggregation {
  id: string;
  version: number;
  unitId: string;
  eLogCode: string;
  day: string;
  startDate: string;
  endDate: string;
  offset: number;
  status: DayStatus;
  signatureStatus: SignatureStatus;
  brokenAggregation: boolean;
}

export interface EntryHeading {
  start: TimestampWithOffset;
  end: TimestampWithOffset | null;
  notes?: string | null;
}

export interface ElogEntry {
  id: string;
  version: number;
  entryDescriptor: string;
  formDescriptor?: string;
  heading: EntryHeading;
  eleStatus: ElogEntryStatus;
  areasContent: Record<string, unknown>;
  manualFields?: string[];
  updatedBy?: string | null;
  updatedAt?: string | null;
  /** Who changed the entry last, by name and rank (absent in an answer to a save). */
  author?: SignerPerson | null;
  /** Its officer in charge signed it as it is now. */
  signed?: boolean;
  /** Files attached to the entry; `current` false for those a later version no longer keeps. */
  attachments?: EntryAttachment[];
}

export interface EntryAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  current: boolean;
  uploadedBy: string;
  uploadedAt: string;
}

/** The files a save changes: new ones, and the ids of the current ones that stay. */
export interface AttachmentChange {
  uploads: File[];
  keep: string[];
}

export interface ElogSignature {
  operationType: 'APPROVAL' | 'REMOVE_APPROVAL';
  firstSign: boolean;
  main: boolean;
  /** The entry an officer in charge signed and the version he signed; absent on the day's approval and its removal. */
  entryId?: string | null;
  entryVersion?: number | null;
  signatureTs: string;
  userName: string;
  name?: string | null;
  surname?: string | null;
  rank?: string | null;
  rankCode?: string | null;
  note?: string | null;
}

export interface ElogHistoryRow {
  historyTs: string;
  newStatus: string;
  remark?: string | null;
  userName: string;
  /** Who, by name and rank (absent when the user name is no longer a user). */
  person?: SignerPerson | null;
}

/** A logbook day as load and current answer it; `day` is today's ship date when current finds no day yet. */
export interface ElogDay {
  aggregation: ElogAggregation | null;
  day?: string;
  eLogEntries: ElogEntry[];
  signatures: ElogSignature[];
  history: ElogHistoryRow[];
}

export interface ElogDefinitions {
  config: ElogConfigBody;
  entryDescriptors: ElogEntryDescriptorBody[];
}

export interface DescriptorDetails {
  entryDescriptor: ElogEntryDescriptorBody;
  form: FormBody;
}

/** A new entry as prepare answers it: its times, the body pre-filled from the ship's measurements, and whether it may be added. */
export interface PreparedEntry {
  heading: { start: TimestampWithOffset; end: TimestampWithOffset | null };
  areasContent: Record<string, unknown>;
  /** JSON pointers (into areasContent) of the fields filled from measurements. */
  prefilled: string[];
  /** The fields filled from the ship's track since the last noon (among `prefilled`), and since when. */
  run?: { since: TimestampWithOffset; fields: string[] };
  allowed: boolean;
  reason?: string;
}

export interface NextAllowedOption {
  code: string;
  state: WorkflowState;
  allowed: boolean;
  /** Already translated by the server, or the workflow's refusal to translate here. */
  reason?: string | WorkflowRefusal;
}

export interface ElogPermissionAnswer {
  permissions: string[];
  firstSign: boolean;
  main: boolean;
}

export interface UserSignature {
  userName: string;
  name?: string | null;
  surname?: string | null;
  rank?: string | null;
  rankCode?: string | null;
  hasSignaturePassword: boolean;
  blocked: boolean;
}

/** The logbook's integrity check: the chain, the rows against it, and the signed seals. */
export type Verification = LogbookVerification;

export interface Unit { id: string; code: string; name: string }

/** What save and update send: `id` and `version` only for a change of an existing entry. */
export interface EntryRequest {
  id?: string;
  version?: number;
  unitId: string;
  entryDescriptor: string;
  heading: EntryHeading;
  eleStatus: ElogEntryStatus;
  areasContent: Record<string, unknown>;
  manualFields?: string[];
  reason?: string | null;
}

export type SignOperation = 'APPROVAL' | 'REMOVE_APPROVAL';

const segment = encodeURIComponent;
const query = (values: Record<string, string | number | undefined>) => new URLSearchParams(
  Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
).toString();

/** The multipart body of a save: the entry in `requestValue`, new files in `upload…` parts, kept ids in `keep…` parts. */
function entryForm(request: EntryRequest, files: AttachmentChange): FormData {
  const form = new FormData();
  form.append('requestValue', JSON.stringify(request));
  files.uploads.forEach((file, index) => form.append(`upload${index}`, file, file.name));
  files.keep.forEach((id, index) => form.append(`keep${index}`, id));
  return form;
}

export function elogApi(client: ApiClient, elog: string) {
  const details = new Map<string, Promise<DescriptorDetails>>();
  return {
    elog,
    definitions: () => client.get<ElogDefinitions>(`/elog-entry-descriptor/all/${segment(elog)}`),
    /** The entry type with its form; asked once per type while the screen is open. */
    descriptorDetails: (code: string) => {
      let answer = details.get(code);
      if (!answer) {
        answer = client.get<DescriptorDetails>(`/elog-entry/${segment(elog)}/descriptor-details?${query({ entryDescriptor: code })}`);
        answer.catch(() => details.delete(code));
        details.set(code, answer);
      }
      return answer;
    },
    units: () => client.get<{ units: Unit[] }>('/user/me').then((me) => me.units),
    /** The user's eLog permissions on the ship, in the day's workflow status when a day is named. */
    permissions: (unitId: string, day?: string) => client.get<ElogPermissionAnswer>(`/elog-permission/elog/${segment(elog)}?${query({ unitId, day })}`),
    current: (unitId: string) => client.get<ElogDay>(`/elog-aggregation/current?${query({ elog, unitId })}`),
    load: (unitId: string, day: string) => client.get<ElogDay>(`/elog-entry/${segment(elog)}/load?${query({ unitId, day })}`),
    /** A new entry at the time; with `end` and `entryId` also the sensor values of an entry whose times change. */
    prepare: (unitId: string, entryDescriptor: string, at?: number, times: { end?: number; entryId?: string } = {}) =>
      client.get<PreparedEntry>(`/elog-entry/${segment(elog)}/prepare?${query({ unitId, entryDescriptor, at, ...times })}`),
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
      client.post<ElogDay>('/elog-aggregation/sign', { requestValue: { elogAggregationId: day.id, version: day.version, operationType, signaturePassword, operationNote } }),
    /** The officer in charge signs entries, at the versions he read. */
    signEntries: (day: ElogAggregation, entries: { id: string; version: number }[], signaturePassword: string) =>
      client.post<ElogDay>('/elog-aggregation/sign', { requestValue: { elogAggregationId: day.id, operationType: 'APPROVAL', elogEntries: entries, signaturePassword } }),
    /** Who signs what on the day, what the user may sign now and what is awaited. */
    signing: (unitId: string, day: string) => client.get<DaySigning>(`/elog-aggregation/${segment(elog)}/signing?${query({ unitId, day })}`),
    userSignature: () => client.get<UserSignature>('/user/getUserSignature'),
    /** Role names by id: a signer's rank may come as the id of their person's role. Empty when the list cannot be read. */
    roleNames: () => client.get<{ label: string; value: string }[]>('/common/list/roles')
      .then((roles) => new Map(roles.map((role) => [role.value, role.label])), () => new Map<string, string>()),
    changeSignaturePassword: (currentPassword: string, newPassword: string) =>
      client.post<unknown>('/user/changeSignaturePassword', { requestValue: { currentPassword, newPassword } }),
    verify: (unitId: string) => client.get<Verification>(`/elog-audit/${segment(elog)}/verify?${query({ unitId })}`),
    /** Options of the forms' reference fields (ports, fuels, areas); make one per language, the labels come translated. */
    referenceLoader: () => createReferenceOptionsLoader(client, (reference) =>
      `/elog-entry/${segment(elog)}/reference-options?${query({ resource: reference.resource, key: reference.key })}`),
  };
}

export type ElogApi = ReturnType<typeof elogApi>;
