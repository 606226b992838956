import { describe, expect, test } from "vitest";

import { redirectionFor } from "~/domain/redirects";

describe("addresses that only redirect", () => {
  test.each([
    ["/astrologerform", "/astrologer-registration", 301],
    ["/AstrologerForm/", "/astrologer-registration", 301],
    ["/blog", "/blogs", 301],
    ["/blog/", "/blogs", 301],
    ["/blog/how-saturn-transit-affects-your-career", "/blogs/how-saturn-transit-affects-your-career", 301],
    ["/blog/caf%C3%A9", "/blogs/caf%C3%A9", 301],
    ["/daily-horoscope", "/daily-horoscope/today/aries", 302],
    ["/deshboard", "/admin", 301],
    ["/pending/", "/admin?tab=pending", 301],
    ["/daily-horoscopeleo", "/daily-horoscope/today/leo", 301],
    ["/daily-horoscope/today", "/daily-horoscope/today/aries", 302],
    ["/daily-horoscope/Tomorrow/", "/daily-horoscope/tomorrow/aries", 302],
    ["/daily-horoscope/leo", "/daily-horoscope/today/leo", 302],
    ["/daily-horoscope/LEO", "/daily-horoscope/today/leo", 302],
  ])("%s goes to %s (%d)", (from, to, status) => {
    expect(redirectionFor(from)).toEqual({ to, status });
  });

  test("the sign picker's form without JavaScript goes to the chosen day and sign, Aries and today by default", () => {
    expect(redirectionFor("/daily-horoscope/choose", new URLSearchParams("sign=virgo&day=tomorrow"))).toEqual({
      to: "/daily-horoscope/tomorrow/virgo",
      status: 302,
    });
    expect(redirectionFor("/daily-horoscope/choose", new URLSearchParams("sign=nowhere"))).toEqual({
      to: "/daily-horoscope/today/aries",
      status: 302,
    });
    expect(redirectionFor("/daily-horoscope/choose")).toEqual({ to: "/daily-horoscope/today/aries", status: 302 });
  });

  test("in the Hindi edition each goes to its Hindi page; the admin area's names have no Hindi twin", () => {
    expect(redirectionFor("/hi/daily-horoscopeleo")).toEqual({ to: "/hi/daily-horoscope/today/leo", status: 301 });
    expect(redirectionFor("/hi/daily-horoscope")).toEqual({ to: "/hi/daily-horoscope/today/aries", status: 302 });
    expect(redirectionFor("/hi/daily-horoscope/choose", new URLSearchParams("sign=virgo&day=tomorrow"))).toEqual({
      to: "/hi/daily-horoscope/tomorrow/virgo",
      status: 302,
    });
    expect(redirectionFor("/hi/blog")).toEqual({ to: "/hi/blogs", status: 301 });
    expect(redirectionFor("/hi/deshboard")).toBeNull();
  });

  test("a day typed into the query string goes on encoded, so the Location header stays ASCII", () => {
    expect(redirectionFor("/daily-horoscope/choose", new URLSearchParams("day=%C4%81&sign=leo"))).toEqual({
      to: "/daily-horoscope/%C4%81/leo",
      status: 302,
    });
    expect(redirectionFor("/daily-horoscope/choose", new URLSearchParams("day=a/b?c"))?.to).toBe("/daily-horoscope/a%2Fb%3Fc/aries");
  });

  test.each([
    "/",
    "/blogs",
    "/blog/a/b",
    "/blog/%E0%A4",
    "/daily-horoscopexyz",
    "/nowhere",
    "/daily-horoscope/ophiuchus",
    "/daily-horoscope/%E0%A4",
  ])("%s is not an alias", (path) => {
    expect(redirectionFor(path)).toBeNull();
  });
});
