// A store of things reckoned once (a month, a year of muhurats, a day's panchang): a sky never
// changes, so an entry is kept until the space is wanted, the least recently asked going first.
// Bounded, so a crawler walking every city's every page holds at most `max` of them.

export type KeptStore<T> = {
  /** The entry under `key`, made by `make` the first time it is asked for. */
  kept(key: string, make: () => T): T;
  /** Drops the entry under `key` if it is still `entry`. */
  forget(key: string, entry: T): void;
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
    forget(key, entry) {
      if (entries.get(key) === entry) entries.delete(key);
    },
    size: () => entries.size,
  };
}

/**
 * A kept store of reckonings made elsewhere (on the sky pool): what is asked for many times at
 * once is reckoned once, every asker awaiting the same promise; a reckoning that fails is not
 * kept, so the next asker tries again.
 */
export function keptPromises<T>(max: number): KeptStore<Promise<T>> {
  const store = keptStore<Promise<T>>(max);
  return {
    ...store,
    kept: (key, make) =>
      store.kept(key, () => {
        const made = make();
        made.catch(() => store.forget(key, made));
        return made;
      }),
  };
}
