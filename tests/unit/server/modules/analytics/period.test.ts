import { describe, expect, it } from 'vitest';
import { defaultPeriodSeconds, resolvePeriod } from '../../../../../server/modules/analytics/period.js';
import { KeelError } from '../../../../../server/errors/keel-error.js';
import { translate } from '../../../../../server/http/i18n.js';

const now = Date.parse('2026-03-10T12:00:00Z');
const options = {};

describe('extraction period', () => {
  it('reads the default week, the dataset period, or the filters, in that order of precedence', () => {
    expect(resolvePeriod(undefined, {}, now, options)).toEqual({ from: now - defaultPeriodSeconds * 1000, to: now });
    expect(resolvePeriod({ last: 3600 }, {}, now, options)).toEqual({ from: now - 3_600_000, to: now });
    expect(resolvePeriod({ from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' }, {}, now, options))
      .toEqual({ from: Date.parse('2026-01-01T00:00:00Z'), to: Date.parse('2026-01-02T00:00:00Z') });
    expect(resolvePeriod({ last: 3600 }, { from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' }, now, options))
      .toEqual({ from: Date.parse('2026-03-01T00:00:00Z'), to: Date.parse('2026-03-02T00:00:00Z') });
  });

  it('keeps the dataset length when the filters give only the end, and runs to now when they give only the start', () => {
    const to = Date.parse('2026-03-05T00:00:00Z');
    expect(resolvePeriod({ last: 7200 }, { to: '2026-03-05T00:00:00Z' }, now, options)).toEqual({ from: to - 7_200_000, to });
    expect(resolvePeriod(undefined, { from: '2026-03-09T00:00:00Z' }, now, options)).toEqual({ from: Date.parse('2026-03-09T00:00:00Z'), to: now });
  });

  it('a live extraction is the last seconds, whatever the filters say', () => {
    expect(resolvePeriod({ last: 86_400 }, { from: '2026-01-01T00:00:00Z' }, now, { ...options, live: 600 })).toEqual({ from: now - 600_000, to: now });
  });

  it('refuses a period running backwards or longer than ten years, naming the field', () => {
    const backwards = () => resolvePeriod(undefined, { from: '2026-04-01T00:00:00Z' }, now, options);
    expect(backwards).toThrow(KeelError);
    try { backwards(); } catch (error) {
      const fields = (error as KeelError).fields;
      expect(fields.map(({ path, code }) => ({ path, code }))).toEqual([{ path: '/requestValue/filters/from', code: 'period' }]);
      expect(translate('en', fields[0].messageKey, fields[0].params)).toBe('The period must start before it ends.');
    }
    expect(() => resolvePeriod(undefined, { from: '2000-01-01T00:00:00Z' }, now, options)).toThrow(KeelError);
  });
});
