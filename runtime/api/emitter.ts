/** A tiny typed event emitter for the events the API client raises (messages, 451, 401 …). */
export type Listener<T> = (payload: T) => void;

export interface Emitter<M> {
  on<K extends keyof M>(event: K, listener: Listener<M[K]>): () => void;
  emit<K extends keyof M>(event: K, payload: M[K]): void;
}

export function createEmitter<M>(): Emitter<M> {
  const listeners = new Map<keyof M, Set<Listener<never>>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(event, set);
      return () => { set.delete(listener as Listener<never>); };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as Listener<typeof payload>)(payload);
    },
  };
}
