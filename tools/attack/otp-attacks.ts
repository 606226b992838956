// What a stranger can do to other people with the OTP caps and the SMS budgets: lock a customer
// out, void their code, stop sign-ups for everyone, tell registered numbers apart, and guess codes.
import pg from "pg";

import { en } from "../../app/locales/en";
import type { ThrowawayPostgres } from "../../tests/support/throwaway-postgres";
import {
  Broken,
  type Browser,
  browser,
  codesSentTo,
  digits,
  type Finding,
  freshAddress,
  freshMobile,
  logEntries,
  machineLoad,
  median,
  networksOf,
  nextCode,
  registeredCustomer,
  sleep,
  type Target,
  timedPost,
  visibleText,
  wrongCode,
} from "./talk";

const deletionMessages = en.account.deletion;
const loginMessages = en.account.login;
const otpMessages = en.account.otp;

/** The caps the first server runs with: lower than production so that each is met within seconds. */
export const OTP_LIMITS = {
  // Strangers' window 360, shared by /16 from 180: the lines before the pumping stay under it.
  SMS_BUDGET_PER_HOUR: 400,
  // The hour's budget in one bucket, as a busy hour may spend it: only the caps on networks
  // stand between a burst and the budget, and the list's own sign-ups never wait for a refill.
  SMS_BUDGET_BURST_MINUTES: 60,
  OTP_SENDS_PER_NETWORK_PER_HOUR: 10,
  OTP_SENDS_PER_WIDE_NETWORK_PER_HOUR: 20,
  OTP_WRONG_TRIES_PER_PHONE_PER_DAY: 5,
} as const;

const SIGNED_IN = /who-are-you|^\/$|^\/hi\/?$|user-registration|deshboard/;

/** Posts /signup for a number; whether an SMS with a new code came for it, and the answer. */
async function askCode(target: Target, visitor: Browser, mobile: string) {
  const before = codesSentTo(target, mobile).length;
  const answer = await timedPost(visitor, "/signup", { dialCode: "+91", mobile });
  // The code is written to the outbox before the answer leaves; a moment covers a slow disk.
  const code = await nextCode(target, mobile, before, 300);
  return { ...answer, code };
}

/** The refusal that says no code can go now and from when to try again (decision 104). */
const BUSY = loginMessages.busy.split("{{clock}}")[0];
/** The refusals that say the site is sending fewer codes, or that wrong codes were entered, with the time (decision 118). */
const PRESSURE = loginMessages.pressure.split("{{clock}}")[0];
const TRIES_SPENT = loginMessages.triesSpent.split("{{clock}}")[0];
const withTime = (words: string) => new RegExp(`${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\d{1,2}:\\d{2} [ap]m`);
/**
 * No code, and told so with the time to try again: the network's codes are spent, or (once
 * strangers have spent the budget's window) the site is sending fewer codes, which is what a
 * visitor who asked once is told under pressure.
 */
const refusedWithTime = (answer: { status: number; text: string }) =>
  answer.status === 429 && [BUSY, PRESSURE].some((words) => withTime(words).test(answer.text));

const said = (text: string) =>
  [loginMessages.rateLimited, loginMessages.addressLimited, loginMessages.sendFailed, BUSY, PRESSURE, TRIES_SPENT, "Please wait"].find(
    (m) => text.includes(m),
  );

const describe = (a: { status: number; location: string | null; text: string; code: string | null }) =>
  `${a.status}${a.location ? ` ${a.location}` : ""}${said(a.text) ? ` "${said(a.text)}"` : ""}${a.code ? " +SMS" : ""}`;

// ---------------------------------------------------------------------------------------------
// An aimed lock-out

/**
 * The owner signed in once in their browser (which keeps whatever cookies the server set then)
 * and signed out. A stranger from two networks asks for codes for the owner's number, from fresh
 * browsers and from one browser, until refused or twelve times, and for account-deletion codes;
 * then the owner's own browser signs in from the owner's address.
 */
export async function aimedLockOut(target: Target): Promise<Finding> {
  const ownerAddress = freshAddress();
  const { mobile, visitor: owner, verifiedCookies } = await registeredCustomer(target, ownerAddress);
  await owner.post("/logout", {});
  const kept = owner.cookieNames();
  const tally: string[] = [];
  let strangerSends = 0;
  for (const network of [freshAddress(), freshAddress()]) {
    const host = (n: number) => network.replace(/\.\d+$/, `.${n}`);
    const same = browser(target, host(7));
    for (const [name, next] of [
      ["one browser", () => same],
      ["fresh browsers", () => browser(target, host(8 + Math.floor(Math.random() * 200)))],
    ] as const) {
      const answers: string[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await askCode(target, next(), mobile);
        answers.push(describe(answer));
        if (answer.code) strangerSends++;
        else break;
      }
      tally.push(`${network.split(".").slice(0, 2).join(".")}.x.x ${name}: ${answers.join(", ")}`);
    }
    const deletion = await timedPost(browser(target, host(250)), "/account-deletion", { intent: "send", mobile, confirm: "on" });
    tally.push(`account-deletion → ${deletion.status}`);
  }
  const before = codesSentTo(target, mobile).length;
  const asked = await timedPost(owner, "/signup", { dialCode: "+91", mobile });
  const code = await nextCode(target, mobile, before);
  const verified = code ? await owner.post("/otp-verifications", digits(code)) : null;
  const landed = verified?.headers.get("location") ?? "";
  const evidence =
    `the owner signed in once (cookies set at the right code: ${verifiedCookies.join(", ") || "none"}; kept after signing out: ` +
    `${kept.join(", ") || "none"}); the stranger's posts: ${tally.join("; ")}; ${strangerSends} codes went to the owner's number for the stranger; ` +
    `then the owner's browser → ${describe({ ...asked, code })}, ` +
    (code ? `its code → ${verified!.status} ${landed}` : "no code came");
  if (strangerSends === 0) throw new Broken(`the stranger's posts sent nothing, so nothing was spent: ${evidence}`);
  return { verdict: verified?.status === 302 && SIGNED_IN.test(landed) ? "SAFE" : "VULNERABLE", evidence };
}

// ---------------------------------------------------------------------------------------------
// A live code voided by a stranger

/**
 * Browser A gets a code for a number; browser B, on another network, asks for the same number
 * (again once A's countdown is over, when it was held back); then A types A's code.
 */
export async function liveCodeVoided(target: Target): Promise<Finding> {
  const mobile = freshMobile();
  const a = browser(target);
  const first = await askCode(target, a, mobile);
  if (!first.code) throw new Broken(`browser A got no code: ${describe(first)}`);
  const b = browser(target);
  let second = await askCode(target, b, mobile);
  const tries = [describe(second)];
  if (!second.code) {
    // Held back by A's countdown: the stranger waits it out, as one would once a minute.
    await sleep(61_000);
    second = await askCode(target, b, mobile);
    tries.push(`after A's countdown ${describe(second)}`);
  }
  if (!second.code) throw new Broken(`browser B never got a code of its own, so A's was never put at risk: ${tries.join("; ")}`);
  const verified = await a.post("/otp-verifications", digits(first.code));
  const page = visibleText(await verified.text());
  const landed = verified.headers.get("location") ?? "";
  const evidence =
    `A ${describe(first)}; B from another network ${tries.join("; ")}; then A types A's code → ${verified.status} ${landed}` +
    (page.includes(otpMessages.noSession) ? ` "${otpMessages.noSession}"` : "");
  return { verdict: verified.status === 302 && SIGNED_IN.test(landed) ? "SAFE" : "WEAK", evidence };
}

// ---------------------------------------------------------------------------------------------
// Sign-ups stopped for everyone, and the oracle

/** Fresh numbers from several addresses of one /24, then one more from it, then one from the next /24. */
export async function smsPerNetwork(target: Target): Promise<Finding> {
  const cap = OTP_LIMITS.OTP_SENDS_PER_NETWORK_PER_HOUR;
  const ask = (address: string) => askCode(target, browser(target, address), freshMobile());
  const [network, next] = [freshAddress(), freshAddress()].map((a) => a.split(".").slice(0, 3).join("."));
  const within: string[] = [];
  let sent = 0;
  for (let host = 1; host <= cap; host++) {
    const answer = await ask(`${network}.${host}`);
    within.push(describe(answer));
    if (answer.code) sent++;
  }
  const beyond = await ask(`${network}.250`);
  const elsewhere = await ask(`${next}.1`);
  const evidence =
    `OTP_SENDS_PER_NETWORK_PER_HOUR=${cap}; ${network}.1–${cap} → ${within.join(",")}; then ${network}.250 → ${describe(beyond)}; ` +
    `then ${next}.1 → ${describe(elsewhere)}`;
  if (sent < cap) throw new Broken(`the cap was met before the network had its ${cap} codes: ${evidence}`);
  if (beyond.code) return { verdict: "VULNERABLE", evidence };
  return { verdict: elsewhere.code ? "SAFE" : "WEAK", evidence };
}

/** The /24 networks of the burst: twelve, in two /16s. */
const BURST_NETWORKS = [...networksOf("100.70", 6), ...networksOf("100.71", 6)];

/**
 * A burst of sign-ups for made-up numbers from twelve /24s inside two /16s, each /24 asking until
 * its codes stop coming; then a new customer from another /16 asks for a code.
 */
export async function signUpBurst(target: Target): Promise<Finding> {
  const statuses = new Map<number, number>();
  let posts = 0;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    BURST_NETWORKS.map(async (network) => {
      let withheld = 0;
      for (let host = 1; host <= 30 && withheld < 3; host++) {
        const answer = await askCode(target, browser(target, `${network}.${host}`), freshMobile());
        posts++;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.code) sent++;
        else withheld++;
      }
    }),
  );
  const burstMs = performance.now() - started;
  const newcomer = await askCode(target, browser(target), freshMobile());
  const evidence =
    `${Object.entries(OTP_LIMITS)
      .map(([name, value]) => `${name}=${value}`)
      .join(", ")}; ` +
    `${posts} posts from 12 /24s in 100.70/16 and 100.71/16 in ${(burstMs / 1000).toFixed(1)} s → ` +
    `${[...statuses].map(([status, count]) => `${count}×${status}`).join(", ")}, ${sent} codes sent; then a new customer from another /16 → ${describe(newcomer)}`;
  if (sent === 0) throw new Broken(`the burst sent no code at all, so the budget was spent before it: ${evidence}`);
  return { verdict: newcomer.code ? "SAFE" : "VULNERABLE", evidence };
}

/** What an answer shows, with what differs from one number or moment to the next taken out. */
const shown = (text: string) =>
  text
    .replace(/nonce="[^"]*"/g, "")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<id>")
    .replace(/\d/g, "#")
    .replace(/\s+/g, " ");

/** The page a browser is sent to after a post, as `shown`. */
async function pageAfter(visitor: Browser, location: string | null): Promise<string> {
  if (!location) return "";
  return shown(await (await visitor.get(location)).text());
}

/** Where two pages first differ, a little of each. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `"…${a.slice(Math.max(0, i - 30), i + 60)}…" against "…${b.slice(Math.max(0, i - 30), i + 60)}…"`;
}

/**
 * The two-sided p-value of the Mann–Whitney U test that two samples of times come from one
 * distribution (the normal approximation, ties corrected; fine from about 20 a side).
 */
export function mannWhitneyP(a: number[], b: number[]): number {
  const all = [...a.map((v) => ({ v, from: 0 })), ...b.map((v) => ({ v, from: 1 }))].sort((x, y) => x.v - y.v);
  const ranks: number[] = [];
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j].v === all[i].v) j++;
    for (let k = i; k < j; k++) ranks[k] = (i + j + 1) / 2;
    tieTerm += (j - i) ** 3 - (j - i);
    i = j;
  }
  const n1 = a.length;
  const n2 = b.length;
  const r1 = all.reduce((sum, x, i) => sum + (x.from === 0 ? ranks[i] : 0), 0);
  const u = r1 - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const sigma = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  if (sigma === 0) return 1;
  const z = Math.abs(u - (n1 * n2) / 2) / sigma;
  // The normal distribution's tail (Abramowitz and Stegun 7.1.26).
  const t = 1 / (1 + 0.3275911 * (z / Math.SQRT2));
  const erfc = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-(z * z) / 2);
  return Math.min(1, erfc);
}

/** How many pairs an oracle line compares, and the p-value below which their times differ. */
const ORACLE_PAIRS = 40;
const ORACLE_ALPHA = 0.01;

/**
 * While the attacker's posts are refused (a network's cap, its share of the budget), what it is
 * told for an unknown number and for a number with an account, in ORACLE_PAIRS pairs taken in
 * turns: status, Location, the page shown, the cookies set, exactly alike in every pair; and the
 * times, alike by a Mann–Whitney U test (repeated once before WEAK, as the machine's load moves).
 */
export async function budgetOracle(
  target: Target,
  situation: string,
  refusedAddress: (i: number) => string,
  registered: string[],
): Promise<Finding> {
  type Sample = { answer: string; page: string; cookies: string; ms: number; code: boolean };
  const sample = async (address: string, mobile: string): Promise<Sample> => {
    const visitor = browser(target, address);
    const answer = await askCode(target, visitor, mobile);
    return {
      answer: `${answer.status} ${answer.location ?? ""}`,
      cookies: answer.response.headers
        .getSetCookie()
        .map((line) => line.split("=")[0])
        .join(","),
      page: answer.location ? await pageAfter(visitor, answer.location) : shown(answer.text),
      ms: answer.ms,
      code: answer.code !== null,
    };
  };
  const round = async (from: number) => {
    const unknown: Sample[] = [];
    const known: Sample[] = [];
    for (let i = 0; i < ORACLE_PAIRS; i++) {
      // In turns, so that a drift in the machine's load falls on both alike.
      const pair = [
        () => sample(refusedAddress(from + 2 * i), freshMobile()),
        () => sample(refusedAddress(from + 2 * i + 1), registered[i % registered.length]),
      ];
      if (i % 2 === 1) pair.reverse();
      const [first, second] = [await pair[0](), await pair[1]()];
      unknown.push(i % 2 === 0 ? first : second);
      known.push(i % 2 === 0 ? second : first);
    }
    return {
      unknown,
      known,
      p: mannWhitneyP(
        unknown.map((s) => s.ms),
        known.map((s) => s.ms),
      ),
    };
  };
  const differs = (a: Sample, b: Sample) =>
    a.answer !== b.answer
      ? `answer ${a.answer} vs ${b.answer}`
      : a.cookies !== b.cookies
        ? `cookies [${a.cookies}] vs [${b.cookies}]`
        : a.page !== b.page
          ? `page ${firstDifference(a.page, b.page)}`
          : "";
  const show = (name: string, samples: Sample[]) =>
    `${name}: ${[...new Set(samples.map((s) => s.answer))].join(" | ")}, cookies [${[...new Set(samples.map((s) => s.cookies))].join(" | ")}], ` +
    `codes sent ${samples.filter((s) => s.code).length}/${samples.length}, median ${Math.round(median(samples.map((s) => s.ms)))} ms`;
  let result = await round(0);
  const rounds = [result.p];
  if (result.p < ORACLE_ALPHA) {
    result = await round(2 * ORACLE_PAIRS);
    rounds.push(result.p);
  }
  const { unknown, known } = result;
  const unlike = unknown.map((u, i) => differs(u, known[i])).filter(Boolean);
  const evidence =
    `${situation}; ${ORACLE_PAIRS} pairs; ${show("unknown numbers", unknown)}; ${show("registered numbers", known)}; ` +
    `status, Location, page and cookies: ${unlike.length ? `${unlike.length} pairs differ, first ${unlike[0]}` : "alike in every pair"}; ` +
    `times by Mann–Whitney U: p = ${rounds.map((p) => p.toFixed(3)).join(", then ")} (WEAK below ${ORACLE_ALPHA} twice); ${machineLoad()}`;
  if (unknown.some((s) => s.code)) throw new Broken(`an unknown number's code went, so nothing refused it: ${evidence}`);
  if (unlike.length > 0) return { verdict: "VULNERABLE", evidence };
  return { verdict: result.p < ORACLE_ALPHA ? "WEAK" : "SAFE", evidence };
}

/** An address in one of the burst's /24s, which its caps refuse. */
export const burstAddress = (i: number) => `${BURST_NETWORKS[i % BURST_NETWORKS.length]}.${40 + i}`;

/**
 * Fresh numbers from many /16s, one /24 each, until five in a row get no code (the budget is
 * spent); then a returning customer asks for a code.
 */
export async function smsPumping(target: Target, returningMobile: string): Promise<Finding> {
  const statuses = new Map<number, number>();
  let posts = 0;
  let sent = 0;
  let inARow = 0;
  let silent = 0;
  const refusals = new Set<string>();
  for (let i = 0; i < 300 && inARow < 5; i++) {
    const answer = await askCode(target, browser(target, pumpingAddress(i)), freshMobile());
    posts++;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    if (answer.code) {
      sent++;
      inARow = 0;
    } else {
      inARow++;
      // No code, and not told so with a time: an OTP page waiting for nothing.
      if (!refusedWithTime(answer)) silent++;
      refusals.add(said(answer.text) ?? `${answer.status} without words`);
    }
  }
  const spent = logEntries(target).filter((entry) => /budget|share|network/i.test(String(entry.msg)) && /OTP/.test(String(entry.msg)));
  const before = codesSentTo(target, returningMobile).length;
  const returning = await askCode(target, browser(target), returningMobile);
  const code = returning.code ?? (await nextCode(target, returningMobile, before));
  const evidence =
    `SMS_BUDGET_PER_HOUR=${OTP_LIMITS.SMS_BUDGET_PER_HOUR}; ${posts} addresses in ${Math.ceil(posts / 10)} /16s → ` +
    `${[...statuses].map(([status, count]) => `${count}×${status}`).join(", ")}, ${sent} codes sent before five in a row got none; ` +
    `refusals (${[...refusals].map((words) => `"${words.trim()}"`).join(", ")}) without the time to try again: ${silent}; log lines about the budget or a network: ${spent.length}` +
    `${spent.length ? ` ("${String(spent.at(-1)!.msg)}")` : ""}; a returning customer from a fresh browser and network then → ` +
    `${returning.status}, code ${code ? "received" : "NOT received"}`;
  if (inARow < 5) throw new Broken(`the budget was never met: ${evidence}`);
  if (!code) return { verdict: "VULNERABLE", evidence };
  return { verdict: spent.length > 0 && silent === 0 ? "SAFE" : "WEAK", evidence };
}

/** The pumping's addresses: ten /24s in each of thirty /16s, in turn. */
const pumpingAddress = (i: number) => `${60 + Math.floor(i / 10)}.1.${i % 10}.9`;

/** Other addresses in the pumping's first four /16s, each of which had its code before the share held. */
export const pumpedAddress = (i: number) => `${60 + (i % 4)}.1.${Math.floor(i / 4) % 10}.${100 + (i % 150)}`;

// ---------------------------------------------------------------------------------------------
// Guessing one number's codes

/** Wrong tries counted by the server at a number, from the database when it is ours to read. */
async function wrongTriesInDatabase(postgres: ThrowawayPostgres | null, mobile: string): Promise<number | null> {
  if (!postgres) return null;
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query("select coalesce(sum(attempts), 0) as tries from otp_challenges where phone = $1", [mobile]);
    return Number((rows[0] as { tries: string }).tries);
  } finally {
    await client.end();
  }
}

/**
 * A stranger guesses a registered number's codes: from fresh browsers and addresses, it asks for
 * sign-in and account-deletion codes and types wrong ones as fast as it is let, for up to 20 s;
 * then the last browser that holds a live sign-in code types the right one, to see whether the
 * server still checks this number's codes for strangers.
 */
export async function codeGuessing(target: Target, postgres: ThrowawayPostgres | null): Promise<Finding> {
  const { mobile, visitor } = await registeredCustomer(target);
  await visitor.post("/logout", {});
  const started = performance.now();
  let codes = 0;
  let answeredWrong = 0;
  let answeredOtherwise = 0;
  let refusedSends = 0;
  let held: { stranger: Browser; code: string } | null = null;
  // Sign-in says a wrong code apart from a refused try; account deletion says "Invalid OTP." to
  // both. So the answers count deletion tries as wrong only until a fresh sign-in code's first
  // try is refused: from then on the server checks nothing for this number (the database, when
  // it can be read, counts exactly).
  let cutOff = false;
  const wrongTry = async (stranger: Browser, flow: "/signup" | "/account-deletion", code: string, fresh = false) => {
    const at = flow === "/signup" ? "/otp-verifications" : "/account-deletion";
    const shown = visibleText(await (await stranger.post(at, digits(wrongCode(code)))).text());
    const wrong = flow === "/signup" ? shown.includes(otpMessages.invalid) : shown.includes(deletionMessages.invalidOtp) && !cutOff;
    if (wrong) answeredWrong++;
    else answeredOtherwise++;
    if (flow === "/signup" && fresh && !wrong) cutOff = true;
  };
  const guessWith = async (flow: "/signup" | "/account-deletion") => {
    const stranger = browser(target);
    const before = codesSentTo(target, mobile).length;
    if (flow === "/signup") await stranger.post("/signup", { dialCode: "+91", mobile });
    else await stranger.post("/account-deletion", { intent: "send", mobile, confirm: "on" });
    const code = await nextCode(target, mobile, before, 500);
    if (!code) return refusedSends++;
    codes++;
    if (flow === "/account-deletion") {
      for (let i = 0; i < 3; i++) await wrongTry(stranger, flow, code);
      return;
    }
    // A sign-in code takes two wrong tries and is held; its third comes when the next one arrives,
    // so the last stays alive for the last guess, the right one.
    if (held) await wrongTry(held.stranger, flow, held.code);
    for (let i = 0; i < 2; i++) await wrongTry(stranger, flow, code, i === 0);
    held = { stranger, code };
  };
  while (performance.now() - started < 20_000 && refusedSends < 4) {
    await guessWith("/signup");
    await guessWith("/account-deletion");
  }
  const elapsedS = (performance.now() - started) / 1000;
  const last = held as { stranger: Browser; code: string } | null;
  const probe = last ? await last.stranger.post("/otp-verifications", digits(last.code)) : null;
  const stillChecked = probe?.status === 302;
  const counted = await wrongTriesInDatabase(postgres, mobile);
  // The last guess, right as it happens, is a checked try too when it is let in.
  const tries = (counted ?? answeredWrong) + (stillChecked ? 1 : 0);
  // Cut off by the server: what it let through is the day's allowance. Still checked: the run's
  // tries are only a floor for the day (a quick run cannot wait out the caps on sends).
  const monthly = 1 - (1 - 1 / 10_000) ** (tries * 30);
  const evidence =
    `a registered number; in ${elapsedS.toFixed(1)} s fresh stranger browsers got ${codes} codes (${refusedSends} asks sent none) and typed ` +
    `wrong ones: ${answeredWrong} answered as wrong, ${answeredOtherwise} otherwise; wrong tries the server counted: ` +
    `${counted ?? "not read (embedded database: the answers' count stands in)"}; then the last live sign-in code typed right → ` +
    `${probe ? `${probe.status} ${probe.headers.get("location") ?? ""}` : "no live code was held"}; ` +
    `OTP_WRONG_TRIES_PER_PHONE_PER_DAY=${OTP_LIMITS.OTP_WRONG_TRIES_PER_PHONE_PER_DAY}; ` +
    `${tries} checked tries, ${stillChecked ? "and still checked, so at least" : "then no longer checked, so"} ${tries} a day: ` +
    `1-(1-1/10000)^(${tries}×30) = ${stillChecked ? "at least " : ""}${(monthly * 100).toFixed(2)}% a month`;
  if (codes === 0) throw new Broken(`the stranger never got a code to guess at: ${evidence}`);
  return { verdict: tries <= OTP_LIMITS.OTP_WRONG_TRIES_PER_PHONE_PER_DAY ? "SAFE" : "VULNERABLE", evidence };
}

// ---------------------------------------------------------------------------------------------
// A sustained sign-up attack, a new browser kept out, a code voided from the same address

/** What the customers who got no code were told, and when in the run each asked. */
const refusedCustomers = (customers: string[]) => {
  const refused = customers.flatMap((said, k) => (said.endsWith("+SMS") ? [] : [`${said} at ${6 * (k + 1)} s`]));
  return refused.length ? ` (told: ${refused.join("; ")})` : "";
};

/**
 * The sustained attack scaled down in time (the server's window one minute instead of 15, and a
 * budget of 162 strangers' codes a minute): fresh numbers from many /24s of 20 /16s at 20 posts a
 * second for 150 s, the budget's refill outrun 7 times over; a real new customer every 6 s from a
 * /16 the attacker never used. Decision 118 promises them a quarter of the window less one code
 * for each /16 the attacker uses. What share of them got a code,
 * whether each one that did not was told when to try again, and what the attack spent.
 */
export async function sustainedSignUpStarvation(target: Target, perMinute: number): Promise<Finding> {
  const sixteens = Array.from({ length: 20 }, (_, i) => `172.${100 + i}`);
  const seconds = 150;
  const rate = 20;
  const started = performance.now();
  let posts = 0;
  let attackerCodes = 0;
  const attackerStatuses = new Map<number, number>();
  const attacker = async (worker: number) => {
    for (let i = worker; performance.now() - started < seconds * 1000; i += 4) {
      const due = (i / rate) * 1000 - (performance.now() - started);
      if (due > 0) await sleep(due);
      const answer = await timedPost(browser(target, `${sixteens[i % sixteens.length]}.${(i >> 4) % 250}.${1 + (i % 250)}`), "/signup", {
        dialCode: "+91",
        mobile: freshMobile(),
      });
      posts++;
      attackerStatuses.set(answer.status, (attackerStatuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 302 && answer.location?.includes("otp-verifications")) attackerCodes++;
    }
  };
  const customers: string[] = [];
  let got = 0;
  let silent = 0;
  const customer = async () => {
    for (let k = 0; performance.now() - started < seconds * 1000; k++) {
      await sleep(6_000);
      const answer = await askCode(target, browser(target, `185.${k}.${1 + k}.7`), freshMobile());
      if (answer.code) got++;
      else if (!refusedWithTime(answer)) silent++;
      customers.push(describe(answer));
    }
  };
  await Promise.all([...[0, 1, 2, 3].map(attacker), customer()]);
  const minutes = Math.ceil((performance.now() - started) / 60_000);
  const spentCap = perMinute * (minutes + 1);
  const share = customers.length ? got / customers.length : 0;
  const evidence =
    `${posts} sign-up posts in ${seconds} s from 20 /16s (${[...attackerStatuses].map(([status, count]) => `${count}×${status}`).join(", ")}), ` +
    `${attackerCodes} of them sent to the OTP page; ${customers.length} new customers from other /16s: ${got} got a code ` +
    `(${(share * 100).toFixed(0)} %), ${silent} shown an OTP page with no code${refusedCustomers(customers)}; the attack's codes ${attackerCodes} against the ` +
    `strangers' ${perMinute} a minute (${spentCap} over the run); ${machineLoad()}`;
  if (customers.length < 20) throw new Broken(`too few customers came during the attack: ${evidence}`);
  if (attackerCodes === 0) throw new Broken(`the attack got no code at all, so it spent nothing: ${evidence}`);
  if (share < 19 / 20 || silent > 0 || attackerCodes + got > spentCap) return { verdict: "VULNERABLE", evidence };
  return { verdict: "SAFE", evidence };
}

/**
 * A registered customer signed out; a stranger on one /24 asks for the number's codes every 2 s
 * for 20 s from fresh browsers and addresses of that /24, typing wrong ones; then the customer,
 * on a browser that never signed in and from another network, asks for a code and types it.
 */
export async function ownerWhileOneNetworkPolls(target: Target): Promise<Finding> {
  const { mobile, visitor } = await registeredCustomer(target);
  await visitor.post("/logout", {});
  const network = freshAddress().split(".").slice(0, 3).join(".");
  const answers = new Map<string, number>();
  let codes = 0;
  const started = performance.now();
  for (let i = 0; performance.now() - started < 20_000; i++) {
    const stranger = browser(target, `${network}.${1 + (i % 250)}`);
    const answer = await askCode(target, stranger, mobile);
    answers.set(describe(answer), (answers.get(describe(answer)) ?? 0) + 1);
    if (answer.code) {
      codes++;
      for (let k = 0; k < 3; k++) await stranger.post("/otp-verifications", digits(wrongCode(answer.code)));
    }
    await sleep(2_000);
  }
  const owner = browser(target, freshAddress());
  const asked = await askCode(target, owner, mobile);
  const verified = asked.code ? await owner.post("/otp-verifications", digits(asked.code)) : null;
  const landed = verified?.headers.get("location") ?? "";
  const evidence =
    `a stranger on ${network}.0/24 polled every 2 s for 20 s: ${[...answers].map(([a, n]) => `${n}× ${a}`).join(", ")} (${codes} codes, each typed wrong 3 times); ` +
    `then the owner's new browser on another network → ${describe(asked)}, ` +
    (asked.code ? `its code → ${verified!.status} ${landed}` : "no code came");
  if (codes === 0) throw new Broken(`the stranger never got a code, so it spent nothing: ${evidence}`);
  return { verdict: verified?.status === 302 && SIGNED_IN.test(landed) ? "SAFE" : "VULNERABLE", evidence };
}

/**
 * A stranger spends one /24's wrong tries (12) at four registered numbers from fresh browsers of
 * that /24, one code each: the run lowers a number's wrong tries to 5 a day, so a second code's
 * three would not fit and would not be sent; then a returning customer on a new browser in that /24, and one in another /24 of the
 * same /16, ask for a code and type the right one. A right code answered "Invalid OTP" is the
 * finding; a refusal said with the time before any SMS is what should happen.
 */
export async function rightCodeAfterSpentTries(target: Target, registered: string[]): Promise<Finding> {
  const sixteen = freshAddress().split(".").slice(0, 2).join(".");
  const spent = `${sixteen}.7`;
  let wrongTries = 0;
  for (const [i, mobile] of registered.entries()) {
    const stranger = browser(target, `${spent}.${10 + i}`);
    const answer = await askCode(target, stranger, mobile);
    if (!answer.code) break;
    for (let k = 0; k < 3; k++) {
      const page = visibleText(await (await stranger.post("/otp-verifications", digits(wrongCode(answer.code)))).text());
      if (page.includes(otpMessages.invalid) || page.includes(otpMessages.tooManyAttempts)) wrongTries++;
    }
  }
  const customerAt = async (address: string) => {
    const { mobile, visitor } = await registeredCustomer(target, freshAddress());
    await visitor.post("/logout", {});
    const fresh = browser(target, address);
    const asked = await askCode(target, fresh, mobile);
    if (!asked.code) return { asked, shown: "", signedIn: false, calledWrong: false };
    const verified = await fresh.post("/otp-verifications", digits(asked.code));
    const shown = visibleText(await verified.text());
    return {
      asked,
      shown: verified.status === 302 ? `${verified.status} ${verified.headers.get("location")}` : `${verified.status}`,
      signedIn: verified.status === 302 && SIGNED_IN.test(verified.headers.get("location") ?? ""),
      calledWrong: shown.includes(otpMessages.invalid),
    };
  };
  const same = await customerAt(`${spent}.200`);
  const other = await customerAt(`${sixteen}.8.200`);
  const evidence =
    `${wrongTries} wrong tries from ${spent}.0/24 at ${registered.length} registered numbers; a returning customer's new browser on that /24 → ` +
    `${describe(same.asked)}${same.asked.code ? `, right code → ${same.shown}` : ""}; on ${sixteen}.8.0/24 → ${describe(other.asked)}` +
    `${other.asked.code ? `, right code → ${other.shown}` : ""}`;
  if (wrongTries < 12) throw new Broken(`the stranger never spent the /24's tries: ${evidence}`);
  if (same.calledWrong || other.calledWrong) return { verdict: "VULNERABLE", evidence };
  const honest = same.signedIn || (same.asked.status === 429 && withTime(TRIES_SPENT).test(same.asked.text));
  return { verdict: honest && other.signedIn ? "SAFE" : "WEAK", evidence };
}

/**
 * Under the second server's one-minute window (162 strangers' codes): sign-ups for made-up
 * numbers from eight /24s of one /16 as fast as answered for 60 s; meanwhile a real customer
 * every 6 s from another /24 of the same /16. Each customer should get a code, and any refusal
 * should say the site is sending fewer codes, with the time, never that they asked too often.
 */
export async function busySixteenCustomers(target: Target): Promise<Finding> {
  const sixteen = "172.60";
  const started = performance.now();
  let attackerCodes = 0;
  let attackerPosts = 0;
  const attacker = async (worker: number) => {
    for (let i = worker; performance.now() - started < 60_000; i += 2) {
      const answer = await timedPost(browser(target, `${sixteen}.${1 + (i % 8)}.${1 + ((i >> 3) % 250)}`), "/signup", {
        dialCode: "+91",
        mobile: freshMobile(),
      });
      attackerPosts++;
      if (answer.status === 302) attackerCodes++;
      if (answer.status !== 302) await sleep(200);
    }
  };
  const customers: string[] = [];
  let got = 0;
  let dishonest = 0;
  const customer = async () => {
    for (let k = 0; performance.now() - started < 60_000; k++) {
      await sleep(6_000);
      const answer = await askCode(target, browser(target, `${sixteen}.${100 + k}.7`), freshMobile());
      if (answer.code) got++;
      else if (!(answer.status === 429 && withTime(PRESSURE).test(answer.text))) dishonest++;
      customers.push(describe(answer));
    }
  };
  await Promise.all([attacker(0), attacker(1), customer()]);
  const evidence =
    `${attackerPosts} sign-up posts from eight /24s of ${sixteen}.0.0/16 in 60 s, ${attackerCodes} sent on; ${customers.length} customers from ` +
    `other /24s of that /16: ${got} got a code, ${dishonest} refused without the site's-pressure message and its time ` +
    `(${[...new Set(customers)].join(" | ")}); ${machineLoad()}`;
  if (customers.length < 5) throw new Broken(`too few customers came during the attack: ${evidence}`);
  if (dishonest > 0) return { verdict: "VULNERABLE", evidence };
  return { verdict: got === customers.length ? "SAFE" : "WEAK", evidence };
}

/**
 * Browser A gets a code for a number; browser B, at the same carrier address, asks for the same
 * number (again once A's countdown is over, when held back); then A types A's code.
 */
export async function liveCodeVoidedFromSameAddress(target: Target): Promise<Finding> {
  const mobile = freshMobile();
  const carrier = freshAddress();
  const a = browser(target, carrier);
  const first = await askCode(target, a, mobile);
  if (!first.code) throw new Broken(`browser A got no code: ${describe(first)}`);
  const b = browser(target, carrier);
  let second = await askCode(target, b, mobile);
  const tries = [describe(second)];
  if (!second.code) {
    await sleep(61_000);
    second = await askCode(target, b, mobile);
    tries.push(`after A's countdown ${describe(second)}`);
  }
  if (!second.code) throw new Broken(`browser B never got a code of its own, so A's was never put at risk: ${tries.join("; ")}`);
  const verified = await a.post("/otp-verifications", digits(first.code));
  const landed = verified.headers.get("location") ?? "";
  const page = visibleText(await verified.text());
  const evidence =
    `A ${describe(first)}; B at the same address ${tries.join("; ")}; then A types A's code → ${verified.status} ${landed}` +
    (page.includes(otpMessages.noSession) ? ` "${otpMessages.noSession}"` : "");
  return { verdict: verified.status === 302 && SIGNED_IN.test(landed) ? "SAFE" : "VULNERABLE", evidence };
}
