import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { costlyWorkGate } from "../../edge/costly-work";
import { fairQueue } from "../../edge/fair-queue";
import type { RouteRules } from "../../edge/route-rules";
import { threadShare } from "../../edge/thread-share";

// The costly-work gate with a clock and a loop's busy time the test moves by hand: a chart's
// work is 20 ms of the thread, answered within the turn that read it (as Remix answers a chart
// whose promises all settle at once), which is what made a count of requests in flight useless.

const CHART_MS = 20;

type Answer = { status: number | null; proceeded: boolean };

function bench({ share = 0.5, running = 4, waiting = 8 } = {}) {
  let now = 0;
  let busy = 0;
  const meter = threadShare({ share, burstMs: 100, clock: () => now, busyMs: () => busy });
  const rules = { isCostly: (_method: string, url: string) => url.startsWith("/kundli") } as unknown as RouteRules;
  const gate = costlyWorkGate(
    rules,
    { perClient: 2, running, waiting, burst: 20, perMinute: 30 },
    { brand: "Test", headers: () => [], clientOf: (req) => (req as unknown as { address: string }).address },
    meter,
  );
  /** A request from `address`; its work, when it runs, keeps the loop busy CHART_MS and answers at once. */
  const ask = (address: string, url = "/kundli"): Answer => {
    const answer: Answer = { status: null, proceeded: false };
    const res = Object.assign(new EventEmitter(), {
      headersSent: false,
      destroyed: false,
      writeHead(status: number) {
        answer.status = status;
        this.headersSent = true;
      },
      end() {
        res.emit("finish");
      },
    });
    const req = Object.assign(new EventEmitter(), { method: "GET", url, headers: {}, address });
    gate(req as unknown as IncomingMessage, res as unknown as ServerResponse, () => {
      answer.proceeded = true;
      if (url.startsWith("/kundli")) busy += CHART_MS;
      answer.status = 200;
      res.emit("finish");
    });
    return answer;
  };
  /** Time passes with the loop idle; pages from memory were asked for meanwhile when `others`. */
  const pass = (ms: number, others = true) => {
    for (let step = 0; step < ms; step += 25) {
      now += 25;
      if (others) gate.otherArrived();
      gate.tick();
    }
  };
  return { ask, pass, meter };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the costly-work gate", () => {
  it("bounds the thread's time for charts from a fresh address each, though none overlaps another", () => {
    const { ask } = bench({ waiting: 8 });
    // 100 charts read in one turn of the loop, each from an address of its own.
    const answers = Array.from({ length: 100 }, (_, i) => ask(`10.66.${i}.1`));
    const ran = answers.filter((a) => a.proceeded).length;
    // A balance of half of 100 ms: three charts of 20 ms spend it; eight more wait their turn.
    expect(ran).toBe(3);
    expect(answers.filter((a) => a.status === null && !a.proceeded)).toHaveLength(100 - ran);
    // The rest are refused after the refusal's pause, with 429.
    vi.advanceTimersByTime(1_000);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(100 - ran - 8);
  });

  it("lets waiting work run as the share refills: half the thread while pages are being answered", () => {
    const { ask, pass } = bench({ waiting: 64 });
    const answers = Array.from({ length: 60 }, (_, i) => ask(`10.66.${i}.1`));
    // A second with pages asked for: about 500 ms of charts (25 at 20 ms), not the whole thread.
    pass(1_000);
    const ran = answers.filter((a) => a.proceeded).length;
    expect(ran).toBeGreaterThanOrEqual(24);
    expect(ran).toBeLessThanOrEqual(29);
  });

  it("lets charts have the whole thread when nothing else is asked for", () => {
    const { ask, pass } = bench({ waiting: 64 });
    const answers = Array.from({ length: 60 }, (_, i) => ask(`10.66.${i}.1`));
    pass(1_000, false);
    // Waiting work gives up after 1.5 s; in the one second, nearly all that the thread holds (50 of 20 ms).
    expect(answers.filter((a) => a.proceeded).length).toBeGreaterThanOrEqual(50);
  });

  it("serves a visitor from another network before a full queue of one provider's many addresses", () => {
    const { ask, pass } = bench({ waiting: 8 });
    const flood = Array.from({ length: 40 }, (_, i) => ask(`10.66.${i}.${i + 1}`));
    const visitor = ask("198.51.100.20");
    // The queue was full of the flood's /16: the visitor took the place of its newest, which is
    // answered at once (the others beyond the queue after the refusal's pause).
    expect(visitor.status).toBeNull();
    expect(flood.filter((a) => a.status === 429)).toHaveLength(1);
    pass(50);
    expect(visitor.proceeded).toBe(true);
    expect(flood.filter((a) => a.proceeded).length).toBeLessThanOrEqual(5);
  });

  it("finds a visitor a place among many networks of one address each, which have had their turns", () => {
    const { ask, pass } = bench({ waiting: 8 });
    // A botnet: every address in a /16 of its own, each asking again as soon as it is answered.
    const bots = Array.from({ length: 12 }, (_, i) => `10.${i + 1}.0.1`);
    for (let round = 0; round < 3; round++) {
      bots.forEach((address) => ask(address));
      pass(1_000);
    }
    // The queue is full of bots, one from each network, and the thread's share spent.
    bots.forEach((address) => ask(address));
    const visitor = ask("198.51.100.20");
    expect(visitor.status).toBeNull();
    // The next turn the share allows is the visitor's: its network had none.
    pass(200);
    expect(visitor.proceeded).toBe(true);
  });

  it("gives work that is not costly no turn of its own and never holds it", () => {
    const { ask } = bench();
    Array.from({ length: 50 }, (_, i) => ask(`10.66.${i}.1`));
    expect(ask("192.0.2.10", "/faq").proceeded).toBe(true);
  });
});

describe("the fair queue", () => {
  it("serves the network served least of late, and within one the longest waiting", () => {
    const queue = fairQueue<string>({ capacity: 10 });
    for (const item of ["a1", "a2", "a3"]) queue.push("a", item, 0);
    queue.push("b", "b1", 0);
    expect(queue.next(0)).toBe("a1");
    expect(queue.next(0)).toBe("b1");
    expect(queue.next(0)).toBe("a2");
    expect(queue.size()).toBe(1);
  });

  it("forgets turns by halves: a network served long ago is as new", () => {
    const queue = fairQueue<string>({ capacity: 10, halfLifeMs: 1_000 });
    queue.push("a", "a1", 0);
    expect(queue.next(0)).toBe("a1");
    queue.push("b", "b1", 0);
    queue.push("a", "a2", 0);
    queue.push("b", "b2", 0);
    // b was never served: it goes first; then a, served once, against b now served once too.
    expect(queue.next(10_000)).toBe("b1");
    expect(queue.next(10_000)).toBe("a2");
  });

  it("when full, takes the busiest network's newest place for a network with fewer waiting, never its own", () => {
    const queue = fairQueue<string>({ capacity: 3 });
    for (const item of ["a1", "a2", "a3"]) queue.push("a", item, 0);
    expect(queue.push("a", "a4", 0)).toEqual({ placed: false });
    expect(queue.push("b", "b1", 0)).toEqual({ placed: true, evicted: "a3" });
    // Now a has 2 and b 1: b's second would leave them even, so it is refused.
    expect(queue.push("b", "b2", 0)).toEqual({ placed: false });
    expect(queue.remove("a2")).toBe(true);
    expect(queue.remove("a2")).toBe(false);
    expect(queue.size()).toBe(2);
  });

  it("when as many wait from each network, takes a place from the one served most of late, for a network served less", () => {
    const queue = fairQueue<string>({ capacity: 3 });
    for (const network of ["a", "b", "c"]) queue.served(network, 0);
    queue.served("b", 0);
    for (const network of ["a", "b", "c"]) queue.push(network, `${network}1`, 0);
    // The visitor's network had no turn: it takes b's place (two turns), and is served first.
    expect(queue.push("v", "v1", 0)).toEqual({ placed: true, evicted: "b1" });
    // A network as new as the visitor's takes a served one's place, never the visitor's.
    expect(queue.push("d", "d1", 0)).toEqual({ placed: true, evicted: "a1" });
    expect(queue.push("e", "e1", 0)).toEqual({ placed: true, evicted: "c1" });
    // Now all three are equals: the next is refused, and nobody's place changes hands.
    expect(queue.push("f", "f1", 0)).toEqual({ placed: false });
    expect(queue.next(0)).toBe("v1");
  });
});
