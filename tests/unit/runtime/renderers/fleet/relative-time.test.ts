/** "How long ago" texts of the fleet screens. */
import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../../../../runtime/renderers/fleet/relative-time.js';

describe('relative times', () => {
  it('says how long ago in the user\'s language', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(relativeTime('2026-11-21T09:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-21T07:00:00Z', 'ru', now)).toBe('3 часа назад');
  });
});
