/** The descriptors of a kind for the list; `reload()` after a write. Answers for another kind are dropped. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignerApi, DescriptorSummary } from '../../runtime/api/descriptor-api.js';

export function useDescriptorList(api: DesignerApi, kind: string | undefined) {
  const [state, setState] = useState<{ kind?: string; descriptors?: DescriptorSummary[]; error?: string; isLoading: boolean }>({ isLoading: false });
  const call = useRef(0);

  const load = useCallback(async () => {
    if (!kind) return;
    const id = ++call.current;
    setState((s) => ({ ...s, isLoading: true, error: undefined, descriptors: s.kind === kind ? s.descriptors : undefined, kind }));
    try {
      const descriptors = await api.list(kind);
      if (id === call.current) setState({ kind, descriptors, isLoading: false });
    } catch (error) {
      if (id === call.current) setState({ kind, isLoading: false, error: (error as Error).message });
    }
  }, [api, kind]);

  useEffect(() => { void load(); }, [load]);

  return { descriptors: state.kind === kind ? state.descriptors : undefined, error: state.error, isLoading: state.isLoading, reload: load };
}
