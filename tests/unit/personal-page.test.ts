import type { EntryContext } from "@remix-run/node";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { type FrameUser, frameUserOf } from "~/domain/visitor-frame";
import { notingCookieReads } from "~/infra/cookie-reads.server";
import { escapeScriptText } from "~/infra/handoff-stream.server";
import {
  encodeHandoff,
  escapeHtmlText,
  escapeScriptJson,
  fillTemplate,
  pageHandoff,
  personalTemplate,
  withFrameUser,
} from "~/infra/personal-page.server";

const NASTY = [`</script><script>alert(1)</script>`, `"quoted" & 'single'`, "Zoë 😀 \u2028\u2029 <!--", "&amp;&lt;", "\\u003c"];

describe("filling a customer's name into a cached page", () => {
  it("escapes text and attribute values exactly as React renders them", () => {
    for (const name of NASTY) {
      const rendered = renderToStaticMarkup(createElement("a", { "aria-label": `Your profile, ${name}` }, name));
      expect(rendered).toBe(`<a aria-label="Your profile, ${escapeHtmlText(name)}">${escapeHtmlText(name)}</a>`);
    }
  });

  it("writes a name into the data stream's script so that it parses back to itself and never closes the script", () => {
    for (const name of NASTY) {
      // The turbo-stream's text `["name"]`, as a JSON string in the script.
      const inScript = `"[\\"${escapeScriptJson(name)}\\"]"`;
      expect(inScript).not.toMatch(/<|>|&|\u2028|\u2029/);
      expect((JSON.parse(JSON.parse(inScript) as string) as string[])[0]).toBe(name);
    }
  });

  // A page the way Remix renders one: the header from the root's data, then that data as the
  // turbo-stream in a script (handoff-stream.server.ts).
  const context = () =>
    ({
      staticHandlerContext: {
        loaderData: { root: { brand: "G", user: null }, "routes/blogs": { page: 1 } },
        actionData: null,
        errors: null,
      },
    }) as unknown as EntryContext;
  const page = (header: (user: FrameUser) => string) => async (c: EntryContext, handoff: string) => {
    const user = (c.staticHandlerContext.loaderData as { root: { user: FrameUser | null } }).root.user;
    const script = `<script>window.__remixContext.streamController.enqueue(${escapeScriptText(JSON.stringify(handoff))});</script>`;
    return `<header>${user ? header(user) : '<a href="/signup">Login</a>'}</header>${script}`;
  };
  const rendered = page((u) => `<a aria-label="Your profile, ${escapeHtmlText(u.name)}">${escapeHtmlText(u.initial)}</a>`);
  const handoff = () => encodeHandoff(pageHandoff(context())!);

  it("makes a template that, filled in, is the very page a render gives for that customer", async () => {
    const template = await personalTemplate(context(), await handoff(), rendered);
    expect(template).not.toBeNull();
    for (const name of NASTY) {
      const user = frameUserOf(name);
      const signedIn = await withFrameUser(context(), pageHandoff(context())!, user);
      expect(fillTemplate(template!, user)).toBe(await rendered(signedIn.context, signedIn.handoff));
    }
  });

  it("makes no template for a page that shows a value made from a field, or escapes unlike React", async () => {
    expect(
      await personalTemplate(
        context(),
        await handoff(),
        page((u) => `<a>${escapeHtmlText(u.name.charAt(0))}</a>`),
      ),
    ).toBeNull();
    expect(
      await personalTemplate(
        context(),
        await handoff(),
        page((u) => `<a>${u.name}</a>`),
      ),
    ).toBeNull();
  });

  it("makes no template when Remix's encoder does not give the page's own data stream back", async () => {
    expect(await personalTemplate(context(), `${await handoff()}\n`, rendered)).toBeNull();
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
      '</p><script>x="[\\"',
      { field: "name" as const, context: "script" as const },
      '\\"]"</script>',
    ];
    expect(fillTemplate(template, { name: '</script>&"', initial: "<" })).toBe(
      '<p>&lt;/script&gt;&amp;&quot;</p><script>x="[\\"\\u003c/script\\u003e\\u0026\\\\\\"\\"]"</script>',
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
