/** Loads data for a screen and tracks the generic loading status (SPEC §4); answers of stale calls are dropped. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextLoadingStatus, type LoadingStatus } from './loading-status.js';

export interface LoadingState<T> {
  status: LoadingStatus;
  value?: T;
  error?: Error;
  /** A new request (Loading). */
  load(): Promise<void>;
  /** The same request again, keeping the shown value (Reloading). */
  reload(): Promise<void>;
  /** Sets the value by hand (Local). */
  set(value: T): void;
}

export function useLoadingStatus<T>(loader: () => Promise<T>, options: { immediate?: boolean } = {}): LoadingState<T> {
  const [state, setState] = useState<{ status: LoadingStatus; value?: T; error?: Error }>({ status: 'Idle' });
  const call = useRef(0);
  const loaderRef = useRef(loader);
  loaderRef.current = loader;

  const run = useCallback(async (event: 'request' | 'reload') => {
    const id = ++call.current;
    setState((s) => ({ ...s, status: nextLoadingStatus(event), error: undefined }));
    try {
      const value = await loaderRef.current();
      if (id === call.current) setState({ status: nextLoadingStatus('success'), value });
    } catch (error) {
      if (id === call.current) setState((s) => ({ ...s, status: nextLoadingStatus('failure'), error: error as Error }));
    }
  }, []);

  const immediate = options.immediate ?? true;
  useEffect(() => {
    if (immediate) void run('request');
    return () => {
      // Destroy: back to Idle, and any answer still on its way is ignored.
      call.current++; // eslint-disable-line react-hooks/exhaustive-deps -- the counter itself is meant, not a value read at mount
    };
  }, [immediate, run]);

  return {
    ...state,
    load: () => run('request'),
    reload: () => run('reload'),
    set: (value: T) => { call.current++; setState({ status: nextLoadingStatus('set'), value }); },
  };
}
