import { describe, expect, it } from 'vitest';
import { periodFormOf, periodOfForm, startPeriodForm } from '../../../../designer/dashboard/period-edits.js';

describe('a dataset period in the side form', () => {
  it('shows a stored period in the largest unit that divides it, and writes it back in seconds', () => {
    expect(periodFormOf({ last: 2_592_000 })).toEqual({ mode: 'last', amount: 30, unit: 'days' });
    expect(periodFormOf({ last: 7_200 })).toEqual({ mode: 'last', amount: 2, unit: 'hours' });
    expect(periodFormOf({ last: 600 })).toEqual({ mode: 'last', amount: 10, unit: 'minutes' });
    expect(periodOfForm({ mode: 'last', amount: 36, unit: 'hours' })).toEqual({ last: 129_600 });
  });

  it('keeps a fixed interval, and the default is no period at all', () => {
    const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-08T00:00:00.000Z' };
    expect(periodOfForm(periodFormOf(range))).toEqual(range);
    expect(periodFormOf(undefined)).toEqual({ mode: 'default' });
    expect(periodOfForm({ mode: 'default' })).toBeUndefined();
  });

  it('starts a fixed interval as the last 7 days in whole hours', () => {
    expect(startPeriodForm('range', Date.UTC(2026, 10, 20, 10, 30))).toEqual({ mode: 'range', from: '2026-11-13T10:00:00.000Z', to: '2026-11-20T10:00:00.000Z' });
    expect(startPeriodForm('last', 0)).toEqual({ mode: 'last', amount: 7, unit: 'days' });
  });
});
