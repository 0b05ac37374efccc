/**
 * The generic loading status (SPEC §4): a new request gives Loading, a reload Reloading, success
 * Resolved, failure Error, a manual set Local, destroy Idle.
 */
export const loadingStatuses = ['Idle', 'Error', 'Loading', 'Reloading', 'Resolved', 'Local'] as const;
export type LoadingStatus = (typeof loadingStatuses)[number];

export type LoadingEvent = 'request' | 'reload' | 'success' | 'failure' | 'set' | 'destroy';

const transitions: Record<LoadingEvent, LoadingStatus> = {
  request: 'Loading',
  reload: 'Reloading',
  success: 'Resolved',
  failure: 'Error',
  set: 'Local',
  destroy: 'Idle',
};

/** The status after an event; every event leads to one status whatever the current one. */
export function nextLoadingStatus(event: LoadingEvent): LoadingStatus {
  return transitions[event];
}

/** True while a request is in flight. */
export function isPending(status: LoadingStatus): boolean {
  return status === 'Loading' || status === 'Reloading';
}
