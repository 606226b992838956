import { describe, expect, it } from "vitest";

import { keptStore } from "~/infra/kept-store.server";

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
