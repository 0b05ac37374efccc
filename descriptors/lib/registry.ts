/**
 * A registry of implementations keyed by ids that come from stored JSON or from the wire (STYLE §3): screen
 * renderers, widgets, panel types, live subscription identifiers. Pure, so the server and the runtime share it;
 * entries are registered by explicit imports; renamed ids live on as aliases.
 */
export interface RegistryEntry {
  /** Permanent id, as stored in descriptors. */
  id: string;
  /** Display name for designers and error messages. */
  name: string;
  /** Former ids that still resolve to this entry. */
  aliases?: readonly string[];
}

export class Registry<T extends RegistryEntry> {
  private readonly byId = new Map<string, T>();

  constructor(readonly kind: string, entries: readonly T[] = []) {
    entries.forEach((entry) => this.register(entry));
  }

  /** Adds an entry; an id or alias used twice is a programming error. */
  register(entry: T): void {
    for (const key of [entry.id, ...(entry.aliases ?? [])]) {
      if (this.byId.has(key)) throw new Error(`Duplicate ${this.kind} id: ${key}`);
      this.byId.set(key, entry);
    }
  }

  /** The entry for an id or alias, or undefined. */
  find(id: string): T | undefined {
    return this.byId.get(id);
  }

  /** The entry for an id or alias; throws naming the known ids when there is none. */
  get(id: string): T {
    const entry = this.find(id);
    if (!entry) throw new Error(`Unknown ${this.kind}: ${id}. Known: ${this.ids().join(', ') || 'none'}`);
    return entry;
  }

  /** The permanent ids, without aliases, in registration order. */
  ids(): string[] {
    return [...new Set([...this.byId.values()].map((entry) => entry.id))];
  }

  list(): T[] {
    return [...new Set(this.byId.values())];
  }
}
