// Cheap floods of unauthenticated work, judged by what everyone else meanwhile waits.
import { adminWords } from "../../app/locales/en/admin";
import { Broken, browser, type Finding, machineLoad, percentile, rawGet, sleep, type Target } from "./talk";

/** Every static file and page asked for during a flood must be answered within this (docs/security.md). */
const ANSWER_WITHIN_MS = 200;
const FLOOD_CLIENTS = 16;
const FLOOD_MS = 10_000;
const PROBE_EVERY_MS = 200;

/** A static file under public/, and a page rendered and gzip-compressed on each request (not from memory). */
const STATIC_FILE = "/favicon.svg";
const COMPRESSED_PAGE = "/signup";

async function probe(target: Target) {
  const [file, page] = await Promise.all([
    rawGet(target, STATIC_FILE),
    rawGet(target, COMPRESSED_PAGE, { "Accept-Encoding": "gzip", "X-Forwarded-For": "192.0.2.10" }),
  ]);
  return { file, page };
}

/**
 * Sixteen clients, each from an address of its own, post made-up administrators' passwords to
 * /admin/login for ten seconds (an unknown e-mail costs a hash too), while a static file and a
 * gzip-compressed page are asked for every 200 ms.
 */
export async function adminPasswordFlood(target: Target): Promise<Finding> {
  const baseline: number[] = [];
  for (let i = 0; i < 5; i++, await sleep(PROBE_EVERY_MS)) {
    const { file, page } = await probe(target);
    baseline.push(file.ms, page.ms);
  }
  const statuses = new Map<number, number>();
  let checked = 0;
  const postTimes: number[] = [];
  const until = performance.now() + FLOOD_MS;
  const flood = Array.from({ length: FLOOD_CLIENTS }, async (_, client) => {
    const attacker = browser(target, `192.0.2.${100 + client}`);
    for (let i = 0; performance.now() < until; i++) {
      const started = performance.now();
      const answer = await attacker.post("/admin/login", {
        email: `flood-${client}-${i}@example.in`,
        password: `guess number ${i}`,
        next: "/admin",
      });
      const text = await answer.text();
      postTimes.push(performance.now() - started);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 401 && text.includes(adminWords.signIn.loginFailed)) checked++;
    }
  });
  const files: number[] = [];
  const pages: number[] = [];
  const encodings = new Set<string>();
  const probing = (async () => {
    await sleep(300);
    while (performance.now() < until) {
      const tick = performance.now();
      const { file, page } = await probe(target);
      files.push(file.ms);
      pages.push(page.ms);
      encodings.add(`${page.status} ${page.headers["content-encoding"] ?? "identity"}`);
      await sleep(Math.max(0, PROBE_EVERY_MS - (performance.now() - tick)));
    }
  })();
  await Promise.all([...flood, probing]);
  const all = [...files, ...pages];
  const stats = (values: number[]) => `max ${Math.round(Math.max(0, ...values))} ms, p95 ${Math.round(percentile(values, 95))} ms`;
  const evidence =
    `${FLOOD_CLIENTS} clients for ${FLOOD_MS / 1000} s → ${postTimes.length} posts (${[...statuses].map(([s, n]) => `${n}×${s}`).join(", ")}), ` +
    `${checked} passwords checked ("${adminWords.signIn.loginFailed}"), median post ${Math.round(percentile(postTimes, 50))} ms; ` +
    `meanwhile ${files.length} × ${STATIC_FILE}: ${stats(files)}; ${pages.length} × ${COMPRESSED_PAGE} (${[...encodings].join(", ")}): ${stats(pages)}; ` +
    `before the flood: ${stats(baseline)}; ${machineLoad()}`;
  if (checked === 0) throw new Broken(`no password was checked, so no hashing was flooded: ${evidence}`);
  if (!encodings.has("200 gzip")) throw new Broken(`the page was not sent gzip-compressed: ${evidence}`);
  return { verdict: Math.max(...all) < ANSWER_WITHIN_MS ? "SAFE" : all.some((ms) => ms >= 1_000) ? "VULNERABLE" : "WEAK", evidence };
}
