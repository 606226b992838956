// A store of things reckoned once (a month, a year of muhurats, a day's panchang): a sky never
// changes, so an entry is kept until the space is wanted, the least recently asked going first.
// Bounded, so a crawler walking every city's every page holds at most `max` of them.

export type KeptStore<T> = {
  /** The entry under `key`, made by `make` the first time it is asked for. */
  kept(key: string, make: () => T): T;
  /** How many entries are kept. */
  size(): number;
};

export function keptStore<T>(max: number): KeptStore<T> {
  const entries = new Map<string, T>();
  return {
    kept(key, make) {
      if (entries.has(key)) {
        const found = entries.get(key) as T;
        // Asked again: it goes to the back of the queue.
        entries.delete(key);
        entries.set(key, found);
        return found;
      }
      const made = make();
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(key, made);
      return made;
    },
    size: () => entries.size,
  };
}
