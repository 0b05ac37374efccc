/**
 * One import from pick to result: the picked file is read and previewed by the server, Import stores it while the
 * newest import row is polled for progress, and the latest import is shown before and after. Answers for a file
 * that is no longer picked are dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { measureImportLimits } from '../../../../descriptors/lib/measure-import.js';
import type { ImportPreview, ImportResult, LatestImport, MeasuresImportApi } from './measures-import-api.js';

/** Why there is no preview: the file is too large or unreadable here, or the server refused it (its message). */
export type PickProblem = { kind: 'tooLarge' } | { kind: 'unreadable' } | { kind: 'server'; message: string; during: 'preview' | 'import' };

export interface ImportState {
  picked: File | null;
  text?: string;
  preview?: ImportPreview;
  problem?: PickProblem;
  busy?: 'checking' | 'importing';
  /** values handled so far while importing, when the server's row tells */
  progress?: { done: number; total: number };
  result?: ImportResult;
  latest?: LatestImport | null;
}

const progressEveryMs = 1000;
const initial: ImportState = { picked: null };

export function useMeasurementsImport(api: MeasuresImportApi) {
  const [state, setState] = useState<ImportState>(initial);
  const call = useRef(0);

  const loadLatest = useCallback(async () => {
    try {
      const latest = await api.latest();
      setState((s) => ({ ...s, latest }));
      return latest;
    } catch {
      return undefined;
    }
  }, [api]);
  useEffect(() => { void loadLatest(); }, [loadLatest]);

  const pick = async (picked: File | null) => {
    const id = ++call.current;
    const keep = { latest: state.latest };
    if (!picked) return setState({ ...initial, ...keep });
    if (picked.size > measureImportLimits.maxBytes) return setState({ ...initial, ...keep, picked, problem: { kind: 'tooLarge' } });
    setState({ ...initial, ...keep, picked, busy: 'checking' });
    let text: string;
    try { text = await picked.text(); } catch { return setState({ ...initial, ...keep, picked, problem: { kind: 'unreadable' } }); }
    try {
      const preview = await api.preview(text, picked.name);
      if (id === call.current) setState((s) => ({ ...s, busy: undefined, text, preview }));
    } catch (error) {
      if (id === call.current) setState((s) => ({ ...s, busy: undefined, problem: { kind: 'server', message: (error as Error).message, during: 'preview' } }));
    }
  };

  const apply = async () => {
    const { picked, text } = state;
    if (!picked || text === undefined || state.busy) return;
    const id = ++call.current;
    setState((s) => ({ ...s, busy: 'importing', progress: undefined, problem: undefined }));
    // The server counts each stored batch on the import's row; its progress shows while the call runs.
    const timer = setInterval(() => {
      void api.latest().then((latest) => {
        if (id === call.current && latest?.status === 'RUNNING' && latest.fileName === picked.name && latest.total > 0) {
          setState((s) => (s.busy === 'importing' ? { ...s, progress: { done: latest.accepted + latest.duplicate + latest.rejected, total: latest.total } } : s));
        }
      }).catch(() => undefined);
    }, progressEveryMs);
    try {
      const result = await api.apply(text, picked.name);
      if (id === call.current) setState((s) => ({ ...s, busy: undefined, progress: undefined, result }));
    } catch (error) {
      if (id === call.current) setState((s) => ({ ...s, busy: undefined, progress: undefined, problem: { kind: 'server', message: (error as Error).message, during: 'import' } }));
    } finally {
      clearInterval(timer);
    }
    void loadLatest();
  };

  return { ...state, pick, apply };
}

export type MeasurementsImport = ReturnType<typeof useMeasurementsImport>;
