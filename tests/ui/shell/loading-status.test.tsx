// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextLoadingStatus } from '../../../runtime/shell/loading-status.js';
import { useLoadingStatus } from '../../../runtime/shell/use-loading-status.js';

describe('loading status', () => {
  it('follows SPEC §4: request, reload, success, failure, set, destroy', () => {
    expect(nextLoadingStatus('request')).toBe('Loading');
    expect(nextLoadingStatus('reload')).toBe('Reloading');
    expect(nextLoadingStatus('success')).toBe('Resolved');
    expect(nextLoadingStatus('failure')).toBe('Error');
    expect(nextLoadingStatus('set')).toBe('Local');
    expect(nextLoadingStatus('destroy')).toBe('Idle');
  });

  it('the hook goes Loading → Resolved, Reloading keeps the value, a failure gives Error, set gives Local', async () => {
    let fail = false;
    let n = 0;
    const { result } = renderHook(() => useLoadingStatus(async () => {
      if (fail) throw new Error('down');
      return ++n;
    }));
    expect(result.current.status).toBe('Loading');
    await waitFor(() => expect(result.current.status).toBe('Resolved'));
    expect(result.current.value).toBe(1);

    let reload: Promise<void> | undefined;
    act(() => { reload = result.current.reload(); });
    expect(result.current.status).toBe('Reloading');
    expect(result.current.value).toBe(1);
    await act(async () => { await reload; });
    expect(result.current.value).toBe(2);

    fail = true;
    await act(async () => { await result.current.load(); });
    expect(result.current.status).toBe('Error');
    expect(result.current.error?.message).toBe('down');

    act(() => result.current.set(42));
    expect(result.current.status).toBe('Local');
    expect(result.current.value).toBe(42);
  });
});
