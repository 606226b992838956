import { performance } from "node:perf_hooks";

/**
 * How much of this thread's time costly work may take, for the whole site whatever the number of
 * clients asking (edge/costly-work.ts). The loop's busy time while any costly work is under way
 * is charged to it once, however many pieces overlap (event-loop utilisation: rendering, garbage
 * collection, parsing alike); the balance refills at `share` of the time that passes, up to
 * `share` of `burstMs`, and costly work may start only while it is above zero. A flood of charts then leaves the rest of each
 * second to the pages kept in memory, however many addresses it comes from.
 *
 * A count of requests in flight cannot do this: a chart is answered within the turn of the loop
 * that read it (its promises settle before the next socket is read), so the count is back at zero
 * before the next request is seen, and the requests behind it wait in the kernel and the parser.
 * The charge is made as each one starts and ends, so a turn that reads many charts stops admitting
 * them once the balance is spent.
 *
 * While nothing but costly work has been asked for in the last `othersMemoryMs`, the balance
 * refills by all the time that passes: nobody waits behind it, so a family's charts or a crawler
 * alone may have the whole thread. The memory is long because a page kept waiting behind costly
 * work is not seen to arrive until it is read: a reader held up would otherwise look like no reader.
 */
export type ThreadShare = {
  /** True while costly work may start. */
  allows(): boolean;
  /**
   * Costly work starts or ends: the loop's busy time since the last change is charged if any was
   * under way (`running`, before this change), once however many were.
   */
  settle(running: number): void;
  /** Charges a piece of costly work done within one turn of the loop (a place search that found no name). */
  charge(ms: number): void;
  /** The loop's busy milliseconds so far, to time such a piece. */
  busyMs(): number;
  /** A request that is not costly work arrived: the share holds for a while. */
  otherArrived(): void;
  /** Refills the balance for the time since the last tick; the edge calls it every few milliseconds. */
  tick(): void;
  /** The balance in milliseconds (for tests and the log). */
  balance(): number;
};

export type ThreadShareOptions = {
  /** The share of the thread costly work may take while other requests are being answered (0–1). */
  share: number;
  burstMs?: number;
  othersMemoryMs?: number;
  /** Milliseconds since some start, and the loop's busy milliseconds since the same start (injected by tests). */
  clock?: () => number;
  busyMs?: () => number;
};

export function threadShare({
  share,
  burstMs = 100,
  othersMemoryMs = 2_000,
  clock = () => performance.now(),
  busyMs = loopBusyMs,
}: ThreadShareOptions): ThreadShare {
  const most = share * burstMs;
  let balance = most;
  let lastAt = clock();
  let otherAt = -Infinity;
  let lastBusy = busyMs();
  return {
    allows: () => balance > 0,
    settle(running) {
      const busy = busyMs();
      if (running > 0) balance -= busy - lastBusy;
      lastBusy = busy;
    },
    charge(ms) {
      balance -= ms;
    },
    busyMs,
    otherArrived: () => {
      otherAt = clock();
    },
    tick() {
      const at = clock();
      const othersAsking = at - otherAt < othersMemoryMs;
      balance = Math.min(most, balance + (othersAsking ? share : 1) * (at - lastAt));
      lastAt = at;
    },
    balance: () => balance,
  };
}

/** The event loop's busy milliseconds since the process started. */
function loopBusyMs(): number {
  return performance.eventLoopUtilization().active;
}
