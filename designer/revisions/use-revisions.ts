/** The revisions of one descriptor, reloaded when its version changes, and their bodies fetched once each. */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignerApi, Revision, RevisionSummary } from '../../runtime/api/descriptor-api.js';

export function useRevisions(api: DesignerApi, kind: string, code: string, version: number) {
  const [revisions, setRevisions] = useState<RevisionSummary[]>();
  const [error, setError] = useState<string>();
  const bodies = useRef(new Map<number, Promise<Revision>>());

  useEffect(() => { bodies.current = new Map(); }, [kind, code]);

  useEffect(() => {
    let isCurrent = true;
    setError(undefined);
    api.revisions(kind, code)
      .then((list) => { if (isCurrent) setRevisions(list); })
      .catch((e: Error) => { if (isCurrent) setError(e.message); });
    return () => { isCurrent = false; };
  }, [api, kind, code, version]);

  const revision = useCallback((v: number): Promise<Revision> => {
    let pending = bodies.current.get(v);
    if (!pending) {
      pending = api.revision(kind, code, v);
      pending.catch(() => bodies.current.delete(v));
      bodies.current.set(v, pending);
    }
    return pending;
  }, [api, kind, code]);

  return { revisions, error, revision };
}
