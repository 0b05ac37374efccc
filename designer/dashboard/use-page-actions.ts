/**
 * Publish, unpublish and duplicate a page (PUT /api/custom-analytics/publish|unpublish|duplicate/{code}). Unsaved
 * edits are saved first; afterwards the session reloads (the version changed) or the copy is opened.
 */
import { useState } from 'react';
import type { DashboardApi } from './dashboard-api.js';
import type { VisualEditorSession } from '../lib/visual-editor-props.js';

export type PageAction = 'publish' | 'unpublish' | 'duplicate';

/** What the designer's session offers the page actions. */
export type PageActionSession = VisualEditorSession;

export function usePageActions(api: DashboardApi, code: string, session: PageActionSession) {
  const [running, setRunning] = useState<PageAction>();
  const [failure, setFailure] = useState<string>();

  const run = async (action: PageAction) => {
    if (running) return;
    setRunning(action);
    setFailure(undefined);
    try {
      if (!(await session.saveFirst())) return;
      const answer = await api[action](code);
      if (action === 'duplicate') session.open(answer.code);
      else await session.reload();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(undefined);
    }
  };

  return { run, running, failure, dismiss: () => setFailure(undefined) };
}
