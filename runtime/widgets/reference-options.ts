/**
 * Options of reference fields (a resource's records as label/value pairs). The loader is injected, so
 * forms stay free of API calls: the crud screen passes one over GET /api/common/list/{resource},
 * the designer's previews may pass sample data.
 */
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/api-client.js';
import type { ResourceReference } from '../../descriptors/lib/resource.js';

export interface ReferenceOption {
  label: string;
  value: string;
  /** More text the option is found by (its code, its name in other languages). */
  search?: string;
}

export type ReferenceOptionsLoader = (reference: ResourceReference) => Promise<ReferenceOption[]>;

/** The common list path of a reference: `/common/list/<resource>?key=<field>` (value = the key field, else the id). */
export function referenceListPath(reference: ResourceReference): string {
  const path = `/common/list/${encodeURIComponent(reference.resource)}`;
  return reference.key ? `${path}?key=${encodeURIComponent(reference.key)}` : path;
}

/**
 * A loader over the API that asks once per resource and key; a failed call is forgotten so a later
 * render may try again. Create one per language: the labels come translated. `pathOf` names the call
 * (a logbook asks its own, which its readers may use without the master-data function).
 */
export function createReferenceOptionsLoader(client: ApiClient, pathOf: (reference: ResourceReference) => string = referenceListPath): ReferenceOptionsLoader {
  const cache = new Map<string, Promise<ReferenceOption[]>>();
  return (reference) => {
    const path = pathOf(reference);
    let pending = cache.get(path);
    if (!pending) {
      pending = client.get<ReferenceOption[]>(path);
      cache.set(path, pending);
      pending.catch(() => cache.delete(path));
    }
    return pending;
  };
}

export interface ReferenceOptionsState {
  options: ReferenceOption[];
  isLoading: boolean;
  error?: Error;
}

/** Loads the options of one reference; without a loader (or a reference) there are none. */
export function useReferenceOptions(loader: ReferenceOptionsLoader | undefined, reference: ResourceReference | undefined): ReferenceOptionsState {
  const [state, setState] = useState<ReferenceOptionsState>({ options: [], isLoading: Boolean(loader && reference) });
  const resource = reference?.resource;
  const key = reference?.key;
  useEffect(() => {
    if (!loader || !resource) {
      setState({ options: [], isLoading: false });
      return undefined;
    }
    let isCurrent = true;
    setState((s) => ({ options: s.options, isLoading: true }));
    loader({ resource, key }).then(
      (options) => { if (isCurrent) setState({ options, isLoading: false }); },
      (error: Error) => { if (isCurrent) setState({ options: [], isLoading: false, error }); },
    );
    return () => { isCurrent = false; };
  }, [loader, resource, key]);
  return state;
}

/** Labels by value of several references at once (for table cells and filters), keyed by field. */
export function useReferenceLabels(
  loader: ReferenceOptionsLoader | undefined, references: Record<string, ResourceReference>,
): Record<string, ReferenceOption[]> {
  const [byField, setByField] = useState<Record<string, ReferenceOption[]>>({});
  const signature = JSON.stringify(references);
  useEffect(() => {
    if (!loader) return undefined;
    let isCurrent = true;
    const entries = Object.entries(references);
    void Promise.all(entries.map(([field, reference]) => loader(reference).then(
      (options) => [field, options] as const,
      () => [field, [] as ReferenceOption[]] as const,
    ))).then((loaded) => { if (isCurrent) setByField(Object.fromEntries(loaded)); });
    return () => { isCurrent = false; };
    // The references object is rebuilt by callers on every render; its content decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader, signature]);
  return byField;
}
