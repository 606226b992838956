import { describe, expect, it } from "vitest";

import {
  astrologerListSearch,
  canonicalListRedirect,
  genderLabel,
  languagesLabel,
  listQuerySummary,
  ordersLabel,
  parseAstrologerListQuery,
  rateLabel,
  ratePerMinute,
  SORTS,
  specializationName,
  spokenLanguages,
} from "~/domain/astrologer-list";
import { en } from "~/locales/en";
import { translator } from "~/locales/i18n";

const astrologerListMessages = en.astrologers.list;
const SORT_LABELS = en.astrologers.sort;

// The English edition's words (the spec's), and the Hindi edition's.
const t = translator("en");
const hi = translator("hi");

const parse = (search: string) => parseAstrologerListQuery(new URLSearchParams(search));

describe("reading the list's address", () => {
  it("an empty address is the recommended first page with no filters", () => {
    expect(parse("")).toEqual({ language: null, specialization: null, sort: "recommended", page: 1 });
  });

  it("filters are trimmed, single-spaced and lowercased", () => {
    expect(parse("?language=%20HINDI%20&specialization=Vedic")).toMatchObject({ language: "hindi", specialization: "vedic" });
    expect(parse("?language=Old++Marathi").language).toBe("old marathi");
    expect(parse("?language=हिन्दी").language).toBe("हिन्दी");
  });

  it("filters that are not words are ignored rather than searched for", () => {
    for (const junk of ["", "   ", "hindi%27--", "%25", "a".repeat(41), "hin.di", "1234"]) {
      expect(parse(`?language=${junk}`).language, junk).toBeNull();
    }
  });

  it("knows the five sorts and falls back to recommended for anything else", () => {
    for (const sort of SORTS) expect(parse(`?sort=${sort}`).sort).toBe(sort);
    expect(parse("?sort=PRICE-LOW").sort).toBe("price-low");
    expect(parse("?sort=cheapest").sort).toBe("recommended");
  });

  it("a page is a whole number of at least 1", () => {
    expect(parse("?page=3").page).toBe(3);
    for (const bad of ["0", "-2", "2.5", "two", "", "1e3"]) expect(parse(`?page=${bad}`).page, bad).toBe(1);
  });
});

describe("writing list addresses", () => {
  it("leaves out defaults, so the plain list has no query string", () => {
    expect(astrologerListSearch({ language: null, specialization: null, sort: "recommended", page: 1 })).toBe("");
  });

  it("writes the parameters in one fixed order, so a filtered list has one address", () => {
    expect(astrologerListSearch({ page: 2, sort: "price-low", specialization: "Tarot", language: "Tamil" })).toBe(
      "?language=tamil&specialization=tarot&sort=price-low&page=2",
    );
    expect(astrologerListSearch({ language: "old marathi" })).toBe("?language=old+marathi");
  });

  it("reading an address back gives the same query", () => {
    const query = { language: "bengali", specialization: "kp", sort: "orders" as const, page: 4 };
    expect(parse(astrologerListSearch(query))).toEqual(query);
  });
});

describe("redirecting to the canonical address", () => {
  it("a submitted filter form with empty and default fields goes to the short address", () => {
    expect(canonicalListRedirect(new URLSearchParams("language=hindi&specialization=&sort=recommended"))).toBe("?language=hindi");
    expect(canonicalListRedirect(new URLSearchParams("language=&specialization=&sort=recommended"))).toBe("");
    expect(canonicalListRedirect(new URLSearchParams("page=1"))).toBe("");
  });

  it("an address that is already canonical is not redirected", () => {
    expect(canonicalListRedirect(new URLSearchParams(""))).toBeNull();
    expect(canonicalListRedirect(new URLSearchParams("language=hindi&sort=price-low&page=2"))).toBeNull();
  });

  it("keeps parameters that are not the list's own, such as campaign tags", () => {
    expect(canonicalListRedirect(new URLSearchParams("utm_source=x"))).toBeNull();
    expect(canonicalListRedirect(new URLSearchParams("utm_source=x&language=Hindi"))).toBe("?language=hindi&utm_source=x");
  });
});

describe("card wording", () => {
  it("keeps the spec's messages", () => {
    expect(astrologerListMessages.error).toBe("Error fetching astrologers");
    expect(astrologerListMessages.loading).toBe("Loading Astrologers...");
    expect(astrologerListMessages.waiting).toBe("Wait - 2m");
  });

  it("states the price honestly next to the free offer", () => {
    expect(rateLabel(45, t)).toBe("₹45/min");
    expect(t("astrologers:card.price", { minutes: 5, rate: rateLabel(45, t) }).replace(/<\/?\w+>/g, "")).toBe(
      "First 5 min FREE, then ₹45/min",
    );
    expect(rateLabel(1500, t)).toBe("₹1,500/min");
  });

  it("the call list charges the call rate and the chat list the chat rate", () => {
    const astrologer = { callCharges: 50, chatCharges: 45 };
    expect(ratePerMinute(astrologer, "call")).toBe(50);
    expect(ratePerMinute(astrologer, "chat")).toBe(45);
  });

  it("writes order counts the Indian way, singular for one", () => {
    expect(ordersLabel(1, t)).toBe("1 order");
    expect(ordersLabel(0, t)).toBe("0 orders");
    expect(ordersLabel(118400, t)).toBe("1,18,400 orders");
  });

  it("shows stored codes and capitals as words", () => {
    expect(genderLabel("M", t)).toBe("Male");
    expect(genderLabel("Non-Binary", t)).toBe("Non-Binary");
    expect(specializationName("vedic", t)).toBe("Vedic");
    expect(specializationName("ASTROLOGY", t)).toBe("Astrology");
    expect(specializationName("kp", t)).toBe("KP Astrology");
    expect(languagesLabel(" hindi,ENGLISH , ,tamil ")).toBe("Hindi, English, Tamil");
    expect(spokenLanguages(" hindi,ENGLISH , ,tamil ", t)).toBe("Hindi, English, Tamil");
  });

  it("words a Hindi card as Hindi sites do: the rate per मिनट with Western digits, names in Hindi", () => {
    expect(rateLabel(1500, hi)).toBe("₹1,500/मिनट");
    expect(ordersLabel(118400, hi)).toBe("1,18,400 परामर्श");
    expect(genderLabel("F", hi)).toBe("महिला");
    expect(specializationName("kp", hi)).toBe("केपी ज्योतिष");
    // A language no list knows is shown as typed.
    expect(spokenLanguages("hindi, English, tulu", hi)).toBe("हिंदी, अंग्रेज़ी, Tulu");
    expect(listQuerySummary(parse("?language=hindi&sort=price-low&page=2"), hi)).toBe("हिंदी, कीमत: कम से ज़्यादा, पेज 2");
  });

  it("labels every sort", () => {
    expect(SORTS.map((s) => SORT_LABELS[s])).toEqual([
      "Recommended",
      "Experience: most first",
      "Price: low to high",
      "Price: high to low",
      "Orders: most first",
    ]);
  });

  it("summarises a filtered page for its title, and says nothing for the plain list", () => {
    expect(listQuerySummary(parse(""), t)).toBe("");
    expect(listQuerySummary(parse("?language=hindi&specialization=vedic&sort=price-low&page=2"), t)).toBe(
      "Hindi, Vedic, price: low to high, page 2",
    );
  });
});
