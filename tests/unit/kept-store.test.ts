import { describe, expect, it } from "vitest";

import { keptPromises, keptStore } from "~/infra/kept-store.server";

// The stores of reckoned months, muhurat years and days: made once, bounded, the least recently
// asked dropped first.
describe("a kept store", () => {
  it("makes an entry once and gives it back", () => {
    const store = keptStore<{ n: number }>(3);
    let made = 0;
    const first = store.kept("a", () => ({ n: ++made }));
    expect(store.kept("a", () => ({ n: ++made }))).toBe(first);
    expect(made).toBe(1);
  });

  it("holds at most its size, dropping the least recently asked", () => {
    const store = keptStore<string>(3);
    let made = 0;
    const make = (key: string) => () => `${key}${++made}`;
    for (const key of ["a", "b", "c"]) store.kept(key, make(key));
    store.kept("a", make("a")); // asked again: b is now the least recently asked
    store.kept("d", make("d"));
    expect(store.size()).toBe(3);
    expect(store.kept("a", make("a"))).toBe("a1");
    expect(store.kept("c", make("c"))).toBe("c3");
    expect(store.kept("b", make("b"))).toBe("b5");
    for (let i = 0; i < 100; i++) store.kept(`k${i}`, make("k"));
    expect(store.size()).toBe(3);
  });
});

// The stores of reckonings made on the sky pool keep promises: what many ask for at once is made
// once, and a reckoning refused or failed is not kept.
describe("a kept store of promises", () => {
  it("makes an entry once for all who ask at once, and forgets one that failed", async () => {
    const store = keptPromises<number>(3);
    let made = 0;
    const failing = () => {
      made++;
      return Promise.reject(new Error("refused"));
    };
    const [a, b] = [store.kept("a", failing), store.kept("a", failing)];
    expect(a).toBe(b);
    await expect(a).rejects.toThrow("refused");
    expect(made).toBe(1);
    expect(await store.kept("a", () => Promise.resolve(++made))).toBe(2);
    expect(await store.kept("a", () => Promise.resolve(++made))).toBe(2);
    expect(store.size()).toBe(1);
  });
});
