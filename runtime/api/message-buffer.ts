/** Collects items for a while and hands them over together: pushed notifications are buffered 500 ms (SPEC §9). */
import type { Timers } from './timers.js';

export const notificationBufferMs = 500;

export interface MessageBuffer<T> {
  add(items: readonly T[]): void;
  /** Drops what is waiting (the socket client stopped). */
  clear(): void;
}

/** The first item starts the clock; everything added until it runs out is flushed in one call. */
export function createMessageBuffer<T>(flush: (items: T[]) => void, timers: Timers, delayMs = notificationBufferMs): MessageBuffer<T> {
  let waiting: T[] = [];
  let timer: unknown;
  return {
    add(items) {
      if (!items.length) return;
      waiting.push(...items);
      timer ??= timers.set(() => {
        const batch = waiting;
        waiting = [];
        timer = undefined;
        flush(batch);
      }, delayMs);
    },
    clear() {
      if (timer !== undefined) timers.clear(timer);
      timer = undefined;
      waiting = [];
    },
  };
}
