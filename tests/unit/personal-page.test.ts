import type { EntryContext } from "@remix-run/node";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { type FrameUser, frameUserOf } from "~/domain/visitor-frame";
import { notingCookieReads } from "~/infra/cookie-reads.server";
import { escapeHtmlText, escapeScriptJson, fillTemplate, personalTemplate, withFrameUser } from "~/infra/personal-page.server";

const NASTY = [`</script><script>alert(1)</script>`, `"quoted" & 'single'`, "Zoë 😀 \u2028\u2029 <!--", "&amp;&lt;", "\\u003c"];

describe("filling a customer's name into a cached page", () => {
  it("escapes text and attribute values exactly as React renders them", () => {
    for (const name of NASTY) {
      const rendered = renderToStaticMarkup(createElement("a", { "aria-label": `Your profile, ${name}` }, name));
      expect(rendered).toBe(`<a aria-label="Your profile, ${escapeHtmlText(name)}">${escapeHtmlText(name)}</a>`);
    }
  });

  it("writes a name into the hydration data so that it parses back to itself and never closes the script", () => {
    for (const name of NASTY) {
      const inScript = `{"user":{"name":"${escapeScriptJson(name)}"}}`;
      expect(inScript).not.toMatch(/<|>|&|\u2028|\u2029/);
      expect((JSON.parse(inScript) as { user: { name: string } }).user.name).toBe(name);
    }
  });

  // A page the way Remix renders one: the header from the root's data, then that data as JSON.
  const context = () =>
    ({
      staticHandlerContext: { loaderData: { root: { brand: "G", user: null }, "routes/blogs": { page: 1 } } },
      serverHandoffString: JSON.stringify({ state: { loaderData: { root: { brand: "G", user: null }, "routes/blogs": { page: 1 } } } }),
    }) as unknown as EntryContext;
  const page = (header: (user: FrameUser) => string) => async (c: EntryContext) => {
    const user = (c.staticHandlerContext.loaderData as { root: { user: FrameUser | null } }).root.user;
    return `<header>${user ? header(user) : '<a href="/signup">Login</a>'}</header><script>window.__remixContext = ${c.serverHandoffString};</script>`;
  };
  const rendered = page((u) => `<a aria-label="Your profile, ${escapeHtmlText(u.name)}">${escapeHtmlText(u.initial)}</a>`);

  it("makes a template that, filled in, is the very page a render gives for that customer", async () => {
    const template = await personalTemplate(context(), rendered);
    expect(template).not.toBeNull();
    for (const name of NASTY) {
      const user = frameUserOf(name);
      expect(fillTemplate(template!, user)).toBe(await rendered(withFrameUser(context(), user)!));
    }
  });

  it("makes no template for a page that shows a value made from a field, or escapes unlike React", async () => {
    expect(
      await personalTemplate(
        context(),
        page((u) => `<a>${escapeHtmlText(u.name.charAt(0))}</a>`),
      ),
    ).toBeNull();
    expect(
      await personalTemplate(
        context(),
        page((u) => `<a>${u.name}</a>`),
      ),
    ).toBeNull();
  });

  it("gives the avatar the name's first whole character, capitalised", () => {
    expect(frameUserOf("asha").initial).toBe("A");
    expect(frameUserOf("😀 Smile").initial).toBe("😀");
    expect(frameUserOf("  zoë").initial).toBe("Z");
    expect(frameUserOf("   ").initial).toBe("?");
  });

  it("fills each slot with the escaping of where it stands", () => {
    const template = [
      "<p>",
      { field: "name" as const, context: "html" as const },
      '</p><script>x={"n":"',
      { field: "name" as const, context: "script" as const },
      '"}</script>',
    ];
    expect(fillTemplate(template, { name: "</script>&", initial: "<" })).toBe(
      '<p>&lt;/script&gt;&amp;</p><script>x={"n":"\\u003c/script\\u003e\\u0026"}</script>',
    );
  });
});

describe("noting the loaders that read cookies", () => {
  const request = () => new Request("http://localhost/blogs?page=2", { headers: { Cookie: "__session=abc", Accept: "text/html" } });

  it("notes reading the Cookie header, in any spelling, or all headers at once", () => {
    for (const read of [
      (r: Request) => r.headers.get("Cookie"),
      (r: Request) => r.headers.get("cookie"),
      (r: Request) => r.headers.has("COOKIE"),
      (r: Request) => [...r.headers],
      (r: Request) => Object.fromEntries(r.headers.entries()),
      (r: Request) => r.headers.forEach(() => undefined),
      (r: Request) => r.clone(),
    ]) {
      let noted = 0;
      read(notingCookieReads(request(), () => (noted += 1)));
      expect(noted).toBeGreaterThan(0);
    }
  });

  it("leaves the rest of the request as it was, unnoted", () => {
    let noted = 0;
    const r = notingCookieReads(request(), () => (noted += 1));
    expect(new URL(r.url).searchParams.get("page")).toBe("2");
    expect(r.method).toBe("GET");
    expect(r.headers.get("accept")).toBe("text/html");
    expect(r.signal.aborted).toBe(false);
    expect(r).toBeInstanceOf(Request);
    expect(noted).toBe(0);
  });
});
