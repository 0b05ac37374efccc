/**
 * One import from start to end: the picked file is read and checked here, then the server's dry run
 * plans it, and only an explicit apply writes it. Answers for a file that is no longer picked are dropped.
 */
import { useRef, useState } from 'react';
import { readConfigurationFile, type ConfigurationFile, type FileProblem, type ImportStep } from '../../../descriptors/lib/configuration-file.js';
import type { ConfiguratorApi } from './configurator-api.js';

/** Why the import stopped: the file itself (read here), or the server's answer. */
export type ImportProblem = { source: 'file'; problem: FileProblem | 'unreadable' } | { source: 'server'; error: Error };

export interface ImportState {
  picked: File | null;
  file?: ConfigurationFile;
  steps?: ImportStep[];
  isApplied: boolean;
  busy?: 'checking' | 'applying';
  problem?: ImportProblem;
}

export interface ImportSession extends ImportState {
  pick(picked: File | null): Promise<void>;
  apply(): Promise<void>;
}

const initial: ImportState = { picked: null, isApplied: false };

async function readPicked(picked: File): Promise<{ file: ConfigurationFile } | { problem: ImportProblem }> {
  let text: string;
  try { text = await picked.text(); } catch { return { problem: { source: 'file', problem: 'unreadable' } }; }
  const read = readConfigurationFile(text);
  return 'file' in read ? read : { problem: { source: 'file', problem: read.problem } };
}

export function useImportSession(api: ConfiguratorApi): ImportSession {
  const [state, setState] = useState<ImportState>(initial);
  const call = useRef(0);

  const pick = async (picked: File | null) => {
    const id = ++call.current;
    if (!picked) return setState(initial);
    setState({ ...initial, picked, busy: 'checking' });
    const read = await readPicked(picked);
    if (id !== call.current) return;
    if ('problem' in read) return setState({ ...initial, picked, problem: read.problem });
    try {
      const plan = await api.importFile(read.file, false);
      if (id === call.current) setState({ ...initial, picked, file: read.file, steps: plan.steps });
    } catch (error) {
      if (id === call.current) setState({ ...initial, picked, file: read.file, problem: { source: 'server', error: error as Error } });
    }
  };

  const apply = async () => {
    const { file } = state;
    if (!file || state.busy) return;
    const id = ++call.current;
    setState((s) => ({ ...s, busy: 'applying', problem: undefined }));
    try {
      const result = await api.importFile(file, true);
      if (id === call.current) setState((s) => ({ ...s, busy: undefined, steps: result.steps, isApplied: result.applied }));
    } catch (error) {
      if (id === call.current) setState((s) => ({ ...s, busy: undefined, problem: { source: 'server', error: error as Error } }));
    }
  };

  return { ...state, pick, apply };
}
