import { describe, expect, it } from "vitest";

import { tokenBuckets } from "../../edge/token-buckets";

describe("a bucket of turns for each client", () => {
  it("gives a client its burst at once, then turns as the bucket refills, and other clients theirs", () => {
    const take = tokenBuckets({ burst: 3, perMinute: 60 });
    const at = 1_000_000;
    expect([take("a", at), take("a", at), take("a", at), take("a", at)]).toEqual([true, true, true, false]);
    expect(take("b", at)).toBe(true);
    // One turn a second comes back: not after half a second, after a whole one.
    expect(take("a", at + 500)).toBe(false);
    expect(take("a", at + 1_000)).toBe(true);
    expect(take("a", at + 1_000)).toBe(false);
    // A bucket never holds more than its burst, however long the client was away.
    const later = at + 3_600_000;
    expect([take("a", later), take("a", later), take("a", later), take("a", later)]).toEqual([true, true, true, false]);
  });

  it("forgets clients whose buckets are full again once it keeps too many, and still limits the one flooding", () => {
    const take = tokenBuckets({ burst: 2, perMinute: 60, maxClients: 3 });
    const at = 5_000_000;
    expect([take("flood", at), take("flood", at), take("flood", at)]).toEqual([true, true, false]);
    for (const client of ["x", "y", "z"]) take(client, at - 10_000);
    // A new client past the cap: the full buckets of x, y and z go; the empty one stays.
    expect(take("new", at)).toBe(true);
    expect(take("flood", at)).toBe(false);
  });
});
