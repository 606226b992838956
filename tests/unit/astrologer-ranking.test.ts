import { describe, expect, it } from "vitest";

import { compareRecommended, customerRating, isNewAstrologer, ratingLabel, sortAstrologers, starsFor } from "~/domain/astrologer-list";
import { translator } from "~/locales/i18n";

type Row = { id: number; rating: number | null; orders: number; experience: number; callCharges: number; chatCharges: number };

let nextId = 0;
const row = (name: string, r: Partial<Row>) => ({
  name,
  id: ++nextId,
  rating: null,
  orders: 0,
  experience: 0,
  callCharges: 10,
  chatCharges: 10,
  ...r,
});
const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name);

describe("which ratings count", () => {
  it("a rating customers can give (above 0, up to 5, after a consultation) counts, to one decimal", () => {
    expect(customerRating(4.8, 12)).toBe(4.8);
    expect(customerRating(5, 1)).toBe(5);
    expect(customerRating(4.0000001, 3)).toBe(4);
  });

  it("the registration default of 10, zero and nonsense are no rating", () => {
    for (const stored of [10, 0, -1, 5.5, Number.NaN]) expect(customerRating(stored, 40), String(stored)).toBeNull();
  });

  it("without a single consultation no customer can have rated, whatever is stored", () => {
    expect(customerRating(4.5, 0)).toBeNull();
  });

  it("new means no consultations at all and no rating", () => {
    expect(isNewAstrologer({ rating: null, totalOrders: 0 })).toBe(true);
    expect(isNewAstrologer({ rating: null, totalOrders: 3 })).toBe(false);
    expect(isNewAstrologer({ rating: 4.2, totalOrders: 0 })).toBe(false);
  });

  it("stars show the rating to the nearest whole star, with its words for screen readers", () => {
    expect(starsFor(4.6)).toBe("★★★★★");
    expect(starsFor(4.2)).toBe("★★★★☆");
    expect(starsFor(3.5)).toBe("★★★★☆");
    expect(starsFor(1)).toBe("★☆☆☆☆");
    expect(ratingLabel(4.7, translator("en"))).toBe("Rated 4.7 out of 5");
  });
});

describe("the recommended order", () => {
  const newcomer = row("Newcomer", { experience: 2 });
  const veteranNewcomer = row("Veteran newcomer", { experience: 30 });
  const busyUnrated = row("Busy, unrated", { orders: 40, experience: 1 });
  const good = row("Good", { rating: 4.2, orders: 900, experience: 8 });
  const best = row("Best", { rating: 4.9, orders: 12, experience: 3 });
  const bestBusier = row("Best, busier", { rating: 4.9, orders: 500, experience: 3 });
  const everyone = [newcomer, veteranNewcomer, busyUnrated, good, best, bestBusier];

  it("puts rated astrologers first, best rated first, then the one with more consultations", () => {
    expect(names(sortAstrologers(everyone, "recommended", "call"))).toEqual([
      "Best, busier",
      "Best",
      "Good",
      "Busy, unrated",
      "Veteran newcomer",
      "Newcomer",
    ]);
  });

  it("never ranks a new astrologer first, however the list was read", () => {
    for (const start of [everyone, [...everyone].reverse()]) {
      expect(sortAstrologers(start, "recommended", "chat")[0].name).toBe("Best, busier");
    }
  });

  it("among the unrated, consultations come before experience, and experience before the newest", () => {
    expect(names(sortAstrologers([newcomer, veteranNewcomer, busyUnrated], "recommended", "call"))).toEqual([
      "Busy, unrated",
      "Veteran newcomer",
      "Newcomer",
    ]);
  });

  it("breaks complete ties by id, so paging never repeats or skips a card", () => {
    const a = row("A", { rating: 4.5 });
    const b = row("B", { rating: 4.5 });
    expect(compareRecommended(a, b)).toBeLessThan(0);
    expect(compareRecommended(b, a)).toBeGreaterThan(0);
    expect(compareRecommended(a, a)).toBe(0);
  });
});

describe("the other sorts", () => {
  const cheapNew = row("Cheap newcomer", { callCharges: 10, chatCharges: 50 });
  const cheapRated = row("Cheap, rated", { rating: 4.1, callCharges: 10, chatCharges: 20 });
  const dear = row("Dear", { rating: 4.8, callCharges: 90, chatCharges: 5, experience: 20 });

  it("price sorts by the list's own rate, and on equal prices the rated astrologer comes first", () => {
    expect(names(sortAstrologers([cheapNew, cheapRated, dear], "price-low", "call"))).toEqual(["Cheap, rated", "Cheap newcomer", "Dear"]);
    expect(names(sortAstrologers([cheapNew, cheapRated, dear], "price-high", "call"))).toEqual(["Dear", "Cheap, rated", "Cheap newcomer"]);
    expect(names(sortAstrologers([cheapNew, cheapRated, dear], "price-low", "chat"))).toEqual(["Dear", "Cheap, rated", "Cheap newcomer"]);
  });

  it("experience and orders put the most first, ties in the recommended order", () => {
    expect(names(sortAstrologers([cheapNew, cheapRated, dear], "experience", "call"))).toEqual(["Dear", "Cheap, rated", "Cheap newcomer"]);
    expect(names(sortAstrologers([cheapNew, cheapRated], "orders", "call"))).toEqual(["Cheap, rated", "Cheap newcomer"]);
  });

  it("does not reorder the list it was given", () => {
    const given = [cheapNew, dear];
    sortAstrologers(given, "price-high", "call");
    expect(names(given)).toEqual(["Cheap newcomer", "Dear"]);
  });
});
