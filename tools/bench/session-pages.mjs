// Signed-in visitors on the reading pages: a signed-in customer's session cookie, measured beside
// an anonymous visitor of the same page on the same server, one right after the other, so both
// see the same machine. Both are answered from the page cache, each from its own copy
// (decision 063); the signed-in one after a read of the session, remembered for a few seconds.
// run-bench.mjs passes in its own load and CPU helpers, so both runs are measured alike.

export const SESSION_BUDGET = { ratio: 0.5, p99Ms: 50 };

/**
 * The session cookie alone, as a browser holds it after its first page: the registration's
 * flash cookie is read once by that page and gone (a request with a flash is rendered for itself).
 */
export function sessionCookieOnly(cookie) {
  return cookie
    .split(/;\s*/)
    .filter((pair) => /^(__Host-session|__session)=/.test(pair))
    .join("; ");
}

/**
 * Checks that the cookie really is a signed-in customer's (the page shows the account menu and
 * is private to every other cache), so a broken sign-in cannot pass for a fast page.
 */
async function checkSignedIn(origin, pathname, cookie) {
  const response = await fetch(origin + pathname, { headers: { cookie, "accept-encoding": "gzip" } });
  const html = await response.text();
  // The account menu, in either edition's words.
  const signedInHeader = html.includes('class="dropdown profile-menu account-desktop"');
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (response.status !== 200 || !signedInHeader || !/private/.test(cacheControl) || !/no-store/.test(cacheControl)) {
    throw new Error(
      `${pathname} with the session cookie: status ${response.status}, Cache-Control "${cacheControl}", signed-in header ${signedInHeader}`,
    );
  }
}

/**
 * For each page: anonymous, then with the cookie, each after a warm-up, with the server's CPU
 * time per answered request.
 */
export async function measureSessionPages({ origin, pid, paths, cookie: signedIn, load, withCpu, connections, seconds, warmupSeconds }) {
  const cookie = sessionCookieOnly(signedIn);
  const rows = [];
  for (const pathname of paths) {
    // Both copies in the cache before any load, as a page in service has them: the anonymous one
    // first, since the signed-in copy is kept only beside it.
    await fetch(origin + pathname, { headers: { "accept-encoding": "gzip" } }).then((response) => response.arrayBuffer());
    await checkSignedIn(origin, pathname, cookie);
    process.stdout.write(`  ${pathname} anonymous / with a session cookie ...`);
    await load(origin, [pathname], connections, warmupSeconds);
    const anonymous = await withCpu(pid, () => load(origin, [pathname], connections, seconds));
    await load(origin, [pathname], connections, warmupSeconds, { cookie });
    const session = await withCpu(pid, () => load(origin, [pathname], connections, seconds, { cookie }));
    rows.push({ path: pathname, anonymous, session });
    process.stdout.write(` ${Math.round(anonymous.rps)} / ${Math.round(session.rps)} req/s\n`);
  }
  return rows;
}

export function printSessionPages(rows, { printTable, connections, seconds }) {
  const ms = (n) => `${Number(n).toFixed(n < 10 ? 1 : 0)} ms`;
  console.log(`\nWith a session cookie (a signed-in customer) beside anonymous, ${connections} connections, ${seconds} s each:`);
  printTable(
    ["page", "anon req/s", "anon p99", "anon CPU/req", "session req/s", "session p50", "session p99", "session CPU/req", "session/anon"],
    rows.map(({ path, anonymous, session }) => [
      path,
      Math.round(anonymous.rps),
      ms(anonymous.p99),
      `${Math.round(anonymous.cpuPerRequestUs)} µs`,
      Math.round(session.rps),
      ms(session.p50),
      ms(session.p99),
      `${Math.round(session.cpuPerRequestUs)} µs`,
      `${Math.round((session.rps / anonymous.rps) * 100)}%`,
    ]),
  );
}

export function sessionPageBudgets(rows) {
  return rows.map(({ path, anonymous, session }) => {
    const ratio = session.rps / anonymous.rps;
    const errors = session.errors + session.timeouts + session.non2xx;
    return [
      `with a session cookie ${path}: ≥ ${SESSION_BUDGET.ratio * 100}% of the anonymous req/s (${Math.round(ratio * 100)}%), ` +
        `p99 < ${SESSION_BUDGET.p99Ms} ms (${Number(session.p99).toFixed(0)} ms), no errors (${errors})`,
      ratio >= SESSION_BUDGET.ratio && session.p99 < SESSION_BUDGET.p99Ms && errors === 0,
    ];
  });
}
