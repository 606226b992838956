import crypto from "node:crypto";

import type { EntryContext } from "@remix-run/node";

import { FRAME_USER_FIELDS, type FrameUser } from "~/domain/visitor-frame";

/**
 * A cached page for a signed-in customer (docs/decisions/012-personal-pages-from-the-cache.md).
 *
 * When an anonymous page is rendered for the page cache, the same render context is rendered
 * once more with the root loader's `user` set to markers, in the HTML and in the hydration data
 * (`window.__remixContext`) alike. Cut at the markers, that page is a template: per request the
 * page cache puts the customer's own fields in, escaped for where each marker stood (HTML text
 * or attribute, or a JSON string inside the inline script). A third render, with awkward values
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
const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", "<": "\\u003c", ">": "\\u003e", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** As React escapes text and attribute values. */
export function escapeHtmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** A JSON string's content inside an inline script, as Remix escapes its hydration data. */
export function escapeScriptJson(value: string): string {
  return escapeScriptText(JSON.stringify(value).slice(1, -1));
}

function escapeScriptText(json: string): string {
  return json.replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

export function fillSlot(slot: FieldSlot, user: FrameUser): string {
  const value = user[slot.field];
  return slot.context === "html" ? escapeHtmlText(value) : escapeScriptJson(value);
}

export function fillTemplate(template: PersonalTemplate, user: FrameUser): string {
  return template.map((part) => (typeof part === "string" ? part : fillSlot(part, user))).join("");
}

/**
 * The render context as it would be for a signed-in customer with these fields: the root
 * loader's data, in the render and in the serialized hydration data. Null when the page has no
 * root data to change.
 */
export function withFrameUser(context: EntryContext, user: FrameUser): EntryContext | null {
  const loaderData = context.staticHandlerContext.loaderData as Record<string, unknown>;
  const root = loaderData.root as Record<string, unknown> | undefined;
  if (!root || root.user !== null || !context.serverHandoffString) return null;
  const handoff = JSON.parse(context.serverHandoffString) as { state?: { loaderData?: Record<string, Record<string, unknown>> } };
  const handoffRoot = handoff.state?.loaderData?.root;
  if (!handoffRoot || handoffRoot.user !== null) return null;
  handoffRoot.user = user;
  return {
    ...context,
    staticHandlerContext: { ...context.staticHandlerContext, loaderData: { ...loaderData, root: { ...root, user } } },
    serverHandoffString: escapeScriptText(JSON.stringify(handoff)),
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
 * above). `render` renders a context as the page's answer was rendered.
 */
export async function personalTemplate(
  context: EntryContext,
  render: (context: EntryContext) => Promise<string>,
): Promise<PersonalTemplate | null> {
  const marked = withFrameUser(context, MARKERS);
  const checked = withFrameUser(context, CHECK_VALUES);
  if (!marked || !checked) return null;
  const template = templateOf(await render(marked));
  if (!template.some((part) => typeof part !== "string" && part.context === "script")) return null;
  if (fillTemplate(template, CHECK_VALUES) !== (await render(checked))) return null;
  return template;
}
