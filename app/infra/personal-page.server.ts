import crypto from "node:crypto";

import type { EntryContext } from "@remix-run/node";
import { ServerMode } from "@remix-run/server-runtime/dist/mode.js";
import { encodeViaTurboStream } from "@remix-run/server-runtime/dist/single-fetch.js";

import { FRAME_USER_FIELDS, type FrameUser } from "~/domain/visitor-frame";

import { escapeScriptText, readText } from "./handoff-stream.server";

/**
 * A cached page for a signed-in customer (docs/decisions/012-personal-pages-from-the-cache.md).
 *
 * When an anonymous page is rendered for the page cache, the same render context is rendered
 * once more with the root loader's `user` set to markers, in the HTML and in the hydration data
 * (the turbo-stream of single fetch, handoff-stream.server.ts) alike. Cut at the markers, that
 * page is a template: per request the page cache puts the customer's own fields in, escaped for
 * where each marker stood (HTML text or attribute, or a string of the turbo-stream, itself a JSON
 * string inside the inline script: escaped twice). The data are encoded by Remix's own encoder,
 * and only when it gives the page's own data back byte for byte. A third render, with awkward values
 * (`</script>`, quotes, `&`, U+2028, an emoji), must come out byte for byte as the template
 * filled with them, or the page gets no template at all: a header that shows a value derived
 * from a field, or escaping that differs from React's or Remix's, means a full render for
 * session visitors, never a wrong page.
 */

export type FieldSlot = { field: keyof FrameUser; context: "html" | "script" };
export type PersonalTemplate = Array<string | FieldSlot>;

// Letters and digits only, so neither React nor JSON escaping touches a marker; random per
// process, so no page content can contain one by chance or by design.
const MARKER_ID = crypto.randomBytes(9).toString("hex");
const MARKERS = Object.fromEntries(FRAME_USER_FIELDS.map((field) => [field, `pp${MARKER_ID}${field}qq`])) as FrameUser;
const MARKER_PATTERN = new RegExp(`pp${MARKER_ID}(${FRAME_USER_FIELDS.join("|")})qq`, "g");

/** Values chosen to break a template whose escaping or derivation differs from the render's. */
const CHECK_VALUES: FrameUser = { name: `Zoë </script><b title="x">'&amp;\u2028😀`, initial: "É" };

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** As React escapes text and attribute values. */
export function escapeHtmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * A string of the turbo-stream inside the inline script: a JSON string in the stream's text,
 * which is itself a JSON string in the script, escaped as Remix escapes its hydration data.
 */
export function escapeScriptJson(value: string): string {
  const inStream = JSON.stringify(value).slice(1, -1);
  return escapeScriptText(JSON.stringify(inStream).slice(1, -1));
}

export function fillSlot(slot: FieldSlot, user: FrameUser): string {
  const value = user[slot.field];
  return slot.context === "html" ? escapeHtmlText(value) : escapeScriptJson(value);
}

export function fillTemplate(template: PersonalTemplate, user: FrameUser): string {
  return template.map((part) => (typeof part === "string" ? part : fillSlot(part, user))).join("");
}

export type Handoff = { loaderData: Record<string, unknown>; actionData: unknown; errors: null };

/** The page's data as the document's turbo-stream, encoded by Remix's own encoder. */
export function encodeHandoff(state: Handoff): Promise<string> {
  return readText(encodeViaTurboStream(state, new AbortController().signal, undefined, ServerMode.Production));
}

/** The page's data as Remix sent them, when they can be encoded again (no errors, root data present). */
export function pageHandoff(context: EntryContext): Handoff | null {
  const { loaderData, actionData, errors } = context.staticHandlerContext;
  const root = (loaderData as Record<string, unknown>).root as Record<string, unknown> | undefined;
  if (errors || !root || root.user !== null) return null;
  return { loaderData: loaderData as Record<string, unknown>, actionData: actionData ?? null, errors: null };
}

/**
 * The render context and data as they would be for a signed-in customer with these fields: the
 * root loader's data, in the render and in the data stream.
 */
export async function withFrameUser(
  context: EntryContext,
  state: Handoff,
  user: FrameUser,
): Promise<{ context: EntryContext; handoff: string }> {
  const root = state.loaderData.root as Record<string, unknown>;
  const loaderData = { ...state.loaderData, root: { ...root, user } };
  return {
    context: { ...context, staticHandlerContext: { ...context.staticHandlerContext, loaderData } },
    handoff: await encodeHandoff({ ...state, loaderData }),
  };
}

/** Cuts a page rendered with the markers into text and slots. */
export function templateOf(html: string): PersonalTemplate {
  const template: PersonalTemplate = [];
  let at = 0;
  for (const match of html.matchAll(MARKER_PATTERN)) {
    const index = match.index!;
    template.push(html.slice(at, index));
    template.push({ field: match[1] as keyof FrameUser, context: insideScript(html, index) ? "script" : "html" });
    at = index + match[0].length;
  }
  template.push(html.slice(at));
  return template;
}

function insideScript(html: string, index: number): boolean {
  return html.lastIndexOf("<script", index) > html.lastIndexOf("</script", index);
}

/**
 * The template of a page for signed-in customers, or null when the page cannot have one (see
 * above). `render` renders a context and its data stream as the page's answer was rendered.
 */
export async function personalTemplate(
  context: EntryContext,
  handoff: string | null,
  render: (context: EntryContext, handoff: string) => string | Promise<string>,
): Promise<PersonalTemplate | null> {
  const state = pageHandoff(context);
  if (!state || handoff === null || (await encodeHandoff(state)) !== handoff) return null;
  const marked = await withFrameUser(context, state, MARKERS);
  const checked = await withFrameUser(context, state, CHECK_VALUES);
  const template = templateOf(await render(marked.context, marked.handoff));
  if (!template.some((part) => typeof part !== "string" && part.context === "script")) return null;
  if (fillTemplate(template, CHECK_VALUES) !== (await render(checked.context, checked.handoff))) return null;
  return template;
}
