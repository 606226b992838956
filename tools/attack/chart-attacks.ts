// What a customer can do to another customer's kept charts ("My kundlis"): open, rename, delete or
// send them by their id, and guess the links their owners send.
import crypto from "node:crypto";

import { Broken, browser, type Finding, registeredCustomer, type Target } from "./talk";

const BIRTH = { name: "Kept Chart", date: "1991-03-09", time: "07:20", place: "Pune" };

/**
 * Customer A keeps a chart and makes its link; customer B, signed in, asks for A's chart by its
 * id and its neighbours', in the milan with one of B's own, posts A's chart's rename, send, stop
 * and delete, and strangers try made-up links. SAFE when every one of these is a 404, A's chart
 * and its link are untouched, and the server's log never wrote the link's token.
 */
export async function keptChartsOfOthers(server: Target): Promise<Finding> {
  const keep = async (visitor: ReturnType<typeof browser>) => {
    const kept = await visitor.post("/kundli", { ...BIRTH, subaction: "keep", chart_name: "Mine", relation: "self" });
    const id = /^\/my-kundlis\/(\d+)$/.exec(kept.headers.get("location") ?? "")?.[1];
    if (kept.status !== 302 || !id) throw new Broken(`keeping a chart answered ${kept.status} ${kept.headers.get("location")}`);
    return Number(id);
  };
  const owner = (await registeredCustomer(server)).visitor;
  const stranger = (await registeredCustomer(server)).visitor;
  const id = await keep(owner);
  const own = await keep(stranger);
  const shared = await owner.post(`/my-kundlis/${id}`, { intent: "share" });
  const page = await (await owner.get(`/my-kundlis/${id}`)).text();
  const token = /\/kundli\/shared\/([A-Za-z0-9_-]{43})/.exec(page)?.[1];
  if (shared.status !== 302 || !token) throw new Broken(`the owner's link was not made (${shared.status})`);

  const asked: Array<[string, number]> = [];
  for (const address of [
    `/my-kundlis/${id}`,
    `/my-kundlis/${id}?varga=10`,
    `/my-kundlis/milan?boy=${own}&girl=${id}`,
    `/my-kundlis/${id}abc`,
  ]) {
    asked.push([`GET ${address}`, (await stranger.get(address)).status]);
  }
  for (const intent of ["rename", "share", "unshare", "delete"]) {
    const form: Record<string, string> = intent === "rename" ? { intent, chart_name: "Taken", relation: "friend" } : { intent };
    asked.push([`POST ${intent}`, (await stranger.post(`/my-kundlis/${id}`, form)).status]);
  }
  for (let i = 0; i < 12; i++) {
    const guess = crypto.randomBytes(32).toString("base64url");
    asked.push([`GET /kundli/shared/<guess>`, (await browser(server).get(`/kundli/shared/${guess}`)).status]);
  }
  const still = await owner.get(`/my-kundlis/${id}`);
  const stillHtml = await still.text();
  const link = await browser(server).get(`/kundli/shared/${token}`);
  const logged = server.output().includes(token);
  const opened = asked.filter(([, status]) => status !== 404);
  const evidence =
    `${asked.length} requests by another customer and strangers → ${[...new Set(asked.map(([, s]) => s))].join(",")}` +
    (opened.length ? ` (not 404: ${opened.map(([what, s]) => `${what} ${s}`).join("; ")})` : "") +
    `; the owner's chart ${still.status}${stillHtml.includes("Kundli of Mine") ? ", its name kept" : ", renamed"}; its link ${link.status}; ` +
    `the token in the server's log: ${logged ? "yes" : "no"}`;
  const safe = opened.length === 0 && still.status === 200 && stillHtml.includes("Kundli of Mine") && link.status === 200 && !logged;
  return { verdict: safe ? "SAFE" : "VULNERABLE", evidence };
}
