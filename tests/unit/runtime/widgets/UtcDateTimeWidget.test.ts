import { describe, expect, it } from 'vitest';
import { fromUtcInput, toUtcInput } from '../../../../runtime/widgets/UtcDateTimeWidget.js';

describe('the UTC date-time widget', () => {
  it('shows a stored instant in UTC to the minute and stores what is typed as a UTC instant', () => {
    expect(toUtcInput('2026-11-25T16:15:00.000Z')).toBe('2026-11-25T16:15');
    expect(toUtcInput('2026-11-25T18:15:00+02:00')).toBe('2026-11-25T16:15');
    expect(fromUtcInput('2026-11-25T16:15')).toBe('2026-11-25T16:15:00.000Z');
  });

  it('leaves empty and unreadable values empty', () => {
    expect(toUtcInput(undefined)).toBe('');
    expect(toUtcInput('not a time')).toBe('');
    expect(fromUtcInput('')).toBeUndefined();
  });
});
