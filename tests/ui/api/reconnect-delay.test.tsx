import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from '../../../runtime/api/reconnect-delay.js';

describe('socket reconnect delay (SPEC §9)', () => {
  it('waits 30 s after a going-away close, whatever the attempt', () => {
    expect([0, 3, 20].map((attempt) => reconnectDelayMs(1001, attempt))).toEqual([30_000, 30_000, 30_000]);
  });

  it('doubles from 1 s up to 64 s after any other close', () => {
    expect(Array.from({ length: 10 }, (_, attempt) => reconnectDelayMs(1006, attempt)))
      .toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 64_000, 64_000, 64_000]);
    expect(reconnectDelayMs(4400, 0)).toBe(1_000);
  });
});
