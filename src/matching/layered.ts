/**
 * A map over a read-only base: reads look in its own entries, then in the base's; writes
 * go to its own entries only. The reference data built once per process (skills,
 * occupations: ~100,000 keys) is the base of every copy that adds a database's imported
 * terms, so a copy costs its own additions instead of a second set of the same keys.
 */
export class LayeredMap<K, V extends NonNullable<unknown>> {
  private readonly own = new Map<K, V>();

  constructor(private readonly base: LayeredMap<K, V> | null = null) {}

  /** One lookup per layer that holds entries: skill extraction asks for every phrase of every CV. */
  get(key: K): V | undefined {
    if (this.own.size > 0) {
      const value = this.own.get(key);
      if (value !== undefined) return value;
    }
    return this.base?.get(key);
  }

  has(key: K): boolean {
    return this.own.has(key) || (this.base?.has(key) ?? false);
  }

  set(key: K, value: V): void {
    this.own.set(compact(key), value);
  }

  *values(): IterableIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  private *entries(): IterableIterator<[K, V]> {
    if (this.base) for (const entry of this.base.entries()) if (!this.own.has(entry[0])) yield entry;
    yield* this.own.entries();
  }
}

/** A set over a read-only base, the way LayeredMap is a map over one. */
export class LayeredSet<T> {
  private readonly own = new Set<T>();

  constructor(private readonly base: LayeredSet<T> | null = null) {}

  has(value: T): boolean {
    return this.own.has(value) || (this.base?.has(value) ?? false);
  }

  add(value: T): void {
    this.own.add(compact(value));
  }

  /** Takes a value out of this layer's own values; the base's stay. */
  delete(value: T): void {
    this.own.delete(value);
  }
}

/**
 * A key of its own, in one piece. lookupKey() cuts a label's spaces and punctuation out, and V8
 * keeps what is left as a string joined from pieces, two bytes a letter when the label had an
 * accent. Copied whole, one byte a letter, the ~100,000 keys of the reference data take half the
 * memory: the taxonomy's heap 20.7 MB → 10.7 (docs/performance.md, "Reference data in half the heap").
 */
function compact<T>(key: T): T {
  return (typeof key === 'string' ? Buffer.from(key).toString() : key) as T;
}
