/**
 * The descriptor API of one kind (`/api/descriptors/{kind}`, through the designer's typed calls) offered as the
 * crud editor's record calls, so the crud `RecordEditor` edits descriptors: the code is the record id, the body
 * (as form data) its data, and the server's pointers into the body or at the code point into the form's data.
 */
import type { ApiClient } from '../../api/api-client.js';
import { ApiError } from '../../api/api-error.js';
import { descriptorApi, type DescriptorView } from '../../api/descriptor-api.js';
import type { ResourceApi, ResourceRecord } from '../crud/resource-api.js';
import { recordDataPointer } from '../crud/server-errors.js';
import { codeOf, toBody, toFormData, type KindForm, type TextOfString } from './kind-form.js';

/** A descriptor as a record, with what the list shows about built-ins. */
export interface DescriptorRecord extends ResourceRecord {
  code: string;
  builtin: boolean;
  /** A built-in someone changed: Reset returns it to the shipped version. */
  overridden: boolean;
}

type Body = Record<string, unknown>;

const bodyPointer = '/requestValue/body';
const codePointer = '/requestValue/code';
/** Descriptor bodies loaded at once for the list. */
const parallelReads = 6;

/** The error with its field pointers moved into the form's data; a problem with the code says what the server said. */
function withDataPointers(error: unknown, codeField: string): unknown {
  if (!(error instanceof ApiError) || !error.errors.length) return error;
  const errors = error.errors.map((problem) => {
    if (problem.path === codePointer) return { ...problem, path: `${recordDataPointer}/${codeField}`, message: error.message };
    if (problem.path === bodyPointer || problem.path.startsWith(`${bodyPointer}/`)) {
      return { ...problem, path: recordDataPointer + problem.path.slice(bodyPointer.length) };
    }
    return problem;
  });
  return new ApiError(error.status, error.message, error.code, errors);
}

async function mapLimited<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface DescriptorRecordApiOptions {
  kind: string;
  form: KindForm;
  textOf: TextOfString;
  canManage: boolean;
}

export function descriptorRecordApi(client: ApiClient, { kind, form, textOf, canManage }: DescriptorRecordApiOptions) {
  const calls = descriptorApi(client);
  /** The body each descriptor was last read or saved with: Disable sends it back, a save restores unchanged string texts from it. */
  const bodies = new Map<string, Body>();
  const guard = <T>(call: Promise<T>) => call.catch((error: unknown) => { throw withDataPointers(error, form.codeField); });

  const toRecord = (view: DescriptorView): DescriptorRecord => {
    bodies.set(view.code, view.body);
    return {
      id: view.code, code: view.code, label: view.code, version: view.version, data: toFormData(form, view.code, view.body, textOf),
      disabled: view.disabled, updatedAt: view.updatedAt, updatedBy: view.updatedBy, builtin: view.builtin, overridden: view.overridden,
    };
  };
  const get = async (code: string) => toRecord(await calls.get(kind, code));
  /** Every descriptor of the kind with its body (the summaries carry no body, and the columns read it). */
  const listAll = async () => mapLimited(await calls.list(kind), parallelReads, (summary) => get(summary.code));

  const api: ResourceApi = {
    definition: async () => ({ code: kind, version: 1, definition: form.definition, canManage }),
    /** Every descriptor on one page: the screen searches, sorts and pages them itself. */
    list: async () => {
      const items = await listAll();
      return { items, total: items.length, page: 1, size: items.length };
    },
    get,
    create: async (data) => toRecord(await guard(calls.create(kind, codeOf(form, data), toBody(form, data, undefined, textOf)))),
    update: async (code, { version, data, disabled }) => {
      const body = data ? toBody(form, data, bodies.get(code), textOf) : bodies.get(code) ?? (await calls.get(kind, code)).body;
      const path = `/descriptors/${encodeURIComponent(kind)}/${encodeURIComponent(code)}`;
      return toRecord(await guard(client.put<DescriptorView>(path, { requestValue: { version, body, disabled } })));
    },
    remove: (code) => guard(calls.remove(kind, code)),
    // Descriptors name each other by code in their bodies; the server keeps no references to list or check.
    referrers: async () => [],
    checkDisable: async () => ({ allowed: true, blockers: [], affected: [] }),
    checkDuplicates: async () => ({ duplicates: [] }),
    runAction: () => Promise.reject(new Error('descriptors have no record actions')),
  };
  return {
    ...api,
    get,
    listAll,
    /** Returns a changed built-in to the shipped version (the version the user started from, 409 when stale). */
    reset: async (code: string, version: number) => toRecord(await guard(calls.reset(kind, code, version))),
  };
}

export type DescriptorRecordApi = ReturnType<typeof descriptorRecordApi>;
