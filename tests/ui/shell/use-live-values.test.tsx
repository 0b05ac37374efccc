// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveMeasure, MeasuresLatestData } from '../../../descriptors/lib/live-measures.js';

const calls = vi.hoisted(() => ({
  subscribed: [] as { identifier: string; parameters: unknown; onData: (data: MeasuresLatestData) => void; onActive?: () => void }[],
  unsubscribed: 0,
  read: [] as LiveMeasure[],
}));
vi.mock('../../../runtime/shell/services.js', () => ({
  api: { post: vi.fn(async () => calls.read) },
  socket: {
    subscribe: (identifier: string, parameters: unknown, onData: (data: MeasuresLatestData) => void, _onFailed?: unknown, onActive?: () => void) => {
      calls.subscribed.push({ identifier, parameters, onData, onActive });
      return () => { calls.unsubscribed++; };
    },
  },
}));
const { useLiveValues } = await import('../../../runtime/shell/use-live-values.js');

const measure = (tag: string, ts: string, value: number): LiveMeasure => ({ groupingKey: 'SHIP-UNIT-NORDIC_ORE', unit: 'NORDIC_ORE', tag, ts, value });

afterEach(cleanup);

describe('useLiveValues', () => {
  it('starts from the latest read, follows pushes, and subscribes once per selection', async () => {
    calls.read = [measure('SOG', '2026-11-21T10:00:00Z', 11)];
    const { result, rerender, unmount } = renderHook(({ tags }) => useLiveValues({ units: ['NORDIC_ORE'], tags }), { initialProps: { tags: ['SOG', 'STW'] } });
    await waitFor(() => expect(result.current.get('SHIP-UNIT-NORDIC_ORE|SOG')).toEqual({ ts: '2026-11-21T10:00:00Z', value: 11 }));
    expect(calls.subscribed.map((s) => [s.identifier, s.parameters])).toEqual([['measures/latest', { units: ['NORDIC_ORE'], tags: ['SOG', 'STW'] }]]);

    act(() => calls.subscribed[0].onData({ values: [measure('SOG', '2026-11-21T10:00:01Z', 12), measure('STW', '2026-11-21T10:00:01Z', 10)] }));
    expect(result.current.get('SHIP-UNIT-NORDIC_ORE|SOG')?.value).toBe(12);
    expect(result.current.get('SHIP-UNIT-NORDIC_ORE|STW')?.value).toBe(10);

    rerender({ tags: ['SOG', 'STW'] });
    expect(calls.subscribed).toHaveLength(1);
    unmount();
    expect(calls.unsubscribed).toBe(1);
  });

  it('reads again when the subscription becomes active, so a value stored before it was is not missed', async () => {
    calls.subscribed = [];
    calls.read = [measure('SOG', '2026-11-21T10:00:00Z', 11)];
    const { result } = renderHook(() => useLiveValues({ units: ['NORDIC_ORE'], tags: ['SOG'] }));
    await waitFor(() => expect(result.current.get('SHIP-UNIT-NORDIC_ORE|SOG')?.value).toBe(11));
    calls.read = [measure('SOG', '2026-11-21T10:00:05Z', 13)];
    act(() => calls.subscribed[0].onActive?.());
    await waitFor(() => expect(result.current.get('SHIP-UNIT-NORDIC_ORE|SOG')?.value).toBe(13));
  });
});
