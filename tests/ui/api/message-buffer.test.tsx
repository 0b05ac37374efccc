import { describe, expect, it } from 'vitest';
import { createMessageBuffer } from '../../../runtime/api/message-buffer.js';
import { createManualTimers } from '../../support/manual-timers.js';

describe('notification buffer', () => {
  it('hands over everything added within 500 ms in one call', () => {
    const timers = createManualTimers();
    const flushed: number[][] = [];
    const buffer = createMessageBuffer<number>((items) => flushed.push(items), timers);
    buffer.add([1]);
    buffer.add([2, 3]);
    expect(timers.pending()).toEqual([500]);
    timers.run();
    buffer.add([4]);
    timers.run();
    expect(flushed).toEqual([[1, 2, 3], [4]]);
  });

  it('drops what waits when cleared', () => {
    const timers = createManualTimers();
    const flushed: number[][] = [];
    const buffer = createMessageBuffer<number>((items) => flushed.push(items), timers);
    buffer.add([1]);
    buffer.clear();
    expect(timers.pending()).toEqual([]);
    expect(flushed).toEqual([]);
  });
});
