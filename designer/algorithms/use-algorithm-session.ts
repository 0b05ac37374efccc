/**
 * One algorithm being edited: the draft, its save (create or update with the version it started from), delete, and
 * what the server said — field problems by pointer, a conflict (409: the edits are kept), any other refusal.
 */
import { useCallback, useState } from 'react';
import { ApiError } from '../../runtime/api/api-error.js';
import type { AlgorithmAnswer, AlgorithmApi } from './algorithm-api.js';
import { draftOf, newDraft, requestOf, type AlgorithmDraft } from './algorithm-draft.js';
import { fieldErrorsOf, noFieldErrors, type FieldErrors } from './field-errors.js';

export interface AlgorithmSession {
  draft: AlgorithmDraft;
  /** The saved algorithm the draft started from; undefined for a new one. */
  saved?: AlgorithmAnswer;
  /** Changes when the script is replaced from outside the script editor (opened, reloaded, started from an example). */
  scriptKey: string;
  isBusy: boolean;
  errors: FieldErrors;
  /** A refusal with no field to show it at. */
  failure?: string;
  hasConflict: boolean;
  change(patch: Partial<AlgorithmDraft>): void;
  /** Replaces the script (and its language) from outside the script editor: an artifact's example. */
  replaceScript(sourceCode: string, language: AlgorithmDraft['language']): void;
  save(): Promise<AlgorithmAnswer | undefined>;
  /** After a conflict: saves the edits over the version now stored. */
  overwrite(): Promise<AlgorithmAnswer | undefined>;
  /** After a conflict: drops the edits for the version now stored. */
  reload(): Promise<void>;
  remove(): Promise<boolean>;
}

let scriptLoads = 0;

export function useAlgorithmSession(api: AlgorithmApi, opened: AlgorithmAnswer | undefined): AlgorithmSession {
  const [saved, setSaved] = useState(opened);
  const [draft, setDraft] = useState(() => (opened ? draftOf(opened) : newDraft()));
  const [scriptKey, setScriptKey] = useState(() => `${opened?.code ?? 'new'}:${++scriptLoads}`);
  const [isBusy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(noFieldErrors);
  const [failure, setFailure] = useState<string>();
  const [hasConflict, setConflict] = useState(false);

  const take = useCallback((answer: AlgorithmAnswer) => {
    setSaved(answer);
    setDraft(draftOf(answer));
    setScriptKey(`${answer.code}:${++scriptLoads}`);
    setErrors(noFieldErrors);
    setFailure(undefined);
    setConflict(false);
  }, []);

  const refuse = (error: unknown) => {
    const fields = fieldErrorsOf(error, '/requestValue');
    setErrors(fields);
    setConflict(error instanceof ApiError && error.status === 409);
    // A refusal naming fields is shown at them (with one line above the form); anything else is said above the form.
    setFailure(Object.keys(fields).length > 0 ? undefined : (error as Error).message);
  };

  const write = async (version: number | undefined) => {
    setBusy(true);
    try {
      const request = requestOf(draft);
      const answer = version === undefined ? await api.create(request) : await api.update({ ...request, version });
      take(answer);
      return answer;
    } catch (error) {
      refuse(error);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const latest = () => (saved ? api.get(saved.code) : Promise.resolve(undefined));

  return {
    draft, saved, scriptKey, isBusy, errors, failure, hasConflict,
    change: (patch) => setDraft((d) => ({ ...d, ...patch })),
    replaceScript: (sourceCode, language) => {
      setDraft((d) => ({ ...d, sourceCode, language }));
      setScriptKey(`${saved?.code ?? 'new'}:${++scriptLoads}`);
    },
    save: () => write(saved?.version),
    overwrite: async () => {
      const current = await latest().catch(() => undefined);
      return write(current?.version ?? saved?.version);
    },
    reload: async () => {
      const current = await latest().catch(() => undefined);
      if (current) take(current);
    },
    remove: async () => {
      if (!saved) return false;
      setBusy(true);
      try {
        await api.remove(saved.code);
        return true;
      } catch (error) {
        refuse(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
