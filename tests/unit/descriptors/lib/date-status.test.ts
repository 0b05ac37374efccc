import { describe, expect, it } from 'vitest';
import { dateStatusOf, dateStatusWindow } from '../../../../descriptors/lib/date-status.js';

describe('the status of a date', () => {
  const window = dateStatusWindow(new Date('2026-11-28T22:30:00Z'), 30);

  it('counts UTC days from today to the last warning day', () => {
    expect(window).toEqual({ today: '2026-11-28', warnUntil: '2026-12-28' });
  });

  it('is still expiring on the expiry day itself and expired the day after', () => {
    expect(dateStatusOf('2026-11-28', window)).toBe('EXPIRING');
    expect(dateStatusOf('2026-11-27', window)).toBe('EXPIRED');
  });

  it('is expiring up to the last warning day and valid after it', () => {
    expect(dateStatusOf('2026-12-28', window)).toBe('EXPIRING');
    expect(dateStatusOf('2026-12-29', window)).toBe('VALID');
  });

  it('has no expiry without a date', () => {
    expect(dateStatusOf(undefined, window)).toBe('NO_EXPIRY');
    expect(dateStatusOf('', window)).toBe('NO_EXPIRY');
  });

  it('takes a date-time by its UTC day, and no warning days as none', () => {
    expect(dateStatusOf('2026-11-28T00:00:00Z', window)).toBe('EXPIRING');
    expect(dateStatusWindow(new Date('2026-11-28T10:00:00Z'), -5)).toEqual({ today: '2026-11-28', warnUntil: '2026-11-28' });
  });
});
