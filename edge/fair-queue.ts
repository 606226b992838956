/**
 * Requests waiting for a turn of costly work, served fairly by network (edge/costly-work.ts): the
 * next turn goes to the network served least of late (its count of turns, halved every
 * `halfLifeMs`), and within a network to the one that waited longest. When the queue is full, a
 * newcomer takes the place of the newest of the heaviest network (the most waiting, then the most
 * turns of late) when its own network is lighter: fewer waiting, or as many but at least half a
 * turn fewer of late. Many addresses of one provider are one network, and cannot fill the queue
 * against a visitor from another; many networks at once (a botnet), each with one waiting, are
 * equals in line, but each has had its turns, so a visitor whose network had none still finds a
 * place and is served next. Only networks as new as the visitor's compete with it as equals.
 */
export type FairQueue<T> = {
  /** Puts `item` in line for `network`: false when it has no place; `evicted` is an item it took the place of. */
  push(network: string, item: T, now: number): { placed: false } | { placed: true; evicted: T | null };
  /** The next item to serve, counted as a turn of its network; undefined when none waits. */
  next(now: number): T | undefined;
  /** Counts a turn `network` had without waiting in line. */
  served(network: string, now: number): void;
  /** Takes `item` out of line (it gave up, or was answered otherwise); false when it was not waiting. */
  remove(item: T): boolean;
  size(): number;
};

export function fairQueue<T>({
  capacity,
  halfLifeMs = 10_000,
  maxNetworks = 20_000,
}: {
  capacity: number;
  halfLifeMs?: number;
  maxNetworks?: number;
}): FairQueue<T> {
  const waiting = new Map<string, T[]>();
  const served = new Map<string, { turns: number; at: number }>();
  let size = 0;
  const turnsOf = (network: string, now: number) => {
    const record = served.get(network);
    return record ? record.turns * 2 ** (-(now - record.at) / halfLifeMs) : 0;
  };
  /** Fewer waiting, or as many with fewer turns by this much, is lighter: equals do not take each other's places back and forth. */
  const TURNS_MARGIN = 0.5;
  const heavier = (a: { count: number; turns: number }, b: { count: number; turns: number }) =>
    a.count > b.count || (a.count === b.count && a.turns >= b.turns + TURNS_MARGIN);
  const heaviest = (now: number) => {
    let found: { network: string; count: number; turns: number } | null = null;
    for (const [network, items] of waiting) {
      const candidate = { network, count: items.length, turns: turnsOf(network, now) };
      if (!found || candidate.count > found.count || (candidate.count === found.count && candidate.turns > found.turns)) found = candidate;
    }
    return found;
  };
  const take = (network: string, items: T[], at: number) => {
    const [item] = items.splice(at, 1);
    if (items.length === 0) waiting.delete(network);
    size -= 1;
    return item!;
  };
  const forgetServed = (now: number) => {
    for (const [network] of served) if (turnsOf(network, now) < 0.01) served.delete(network);
  };
  return {
    push(network, item, now) {
      let evicted: T | null = null;
      if (size >= capacity) {
        const most = heaviest(now);
        const mine = { count: (waiting.get(network)?.length ?? 0) + 1, turns: turnsOf(network, now) };
        if (!most || !heavier(most, mine)) return { placed: false };
        evicted = take(most.network, waiting.get(most.network)!, most.count - 1);
      }
      const items = waiting.get(network) ?? [];
      items.push(item);
      waiting.set(network, items);
      size += 1;
      // Asked of a network once: a served record long cold is dropped when there are many.
      if (served.size > maxNetworks) forgetServed(now);
      return { placed: true, evicted };
    },
    served(network, now) {
      served.set(network, { turns: turnsOf(network, now) + 1, at: now });
      if (served.size > maxNetworks) forgetServed(now);
    },
    next(now) {
      let chosen: { network: string; turns: number } | null = null;
      for (const network of waiting.keys()) {
        const turns = turnsOf(network, now);
        if (!chosen || turns < chosen.turns) chosen = { network, turns };
      }
      if (!chosen) return undefined;
      served.set(chosen.network, { turns: chosen.turns + 1, at: now });
      return take(chosen.network, waiting.get(chosen.network)!, 0);
    },
    remove(item) {
      for (const [network, items] of waiting) {
        const at = items.indexOf(item);
        if (at !== -1) {
          take(network, items, at);
          return true;
        }
      }
      return false;
    },
    size: () => size,
  };
}
