/**
 * Told after a descriptor write commits (create, update, reset, delete), in this process: modules that keep a copy of
 * some kind's descriptors (the alarm engine's definitions) drop it. Other instances' listeners are not told; such caches
 * re-check the store after a short time as well (docs/alarms.md "Engine"). The store's own kept rows of the kind are
 * dropped here too, on every instance (store.ts).
 */
import type { DescriptorKind } from '../../../descriptors/kinds/index.js';
import type { Db } from '../../db/engine.js';
import { forgetDescriptors } from './store.js';

export type DescriptorChangeListener = (db: Db, kind: DescriptorKind, code: string) => void;

const listeners = new Set<DescriptorChangeListener>();

/** Returns the unsubscribe function. */
export function onDescriptorChange(listener: DescriptorChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the descriptor writes once their transaction has committed; a failing listener never fails the write. */
export function announceDescriptorChange(db: Db, kind: DescriptorKind, code: string): void {
  forgetDescriptors(db, [kind]);
  for (const listener of listeners) {
    try { listener(db, kind, code); } catch (error) { console.error('descriptor change listener failed', error); }
  }
}
