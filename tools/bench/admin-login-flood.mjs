// The admin sign-in flood, timed: sixteen clients post wrong passwords to /admin/login, each post
// from an address of its own (as a botnet would), while a static file and a page compressed on
// the fly are asked for again and again. Password hashing shares libuv's threads with reading
// files and compressing answers (decision 079), so the budget is how soon those answer meanwhile.
// `npm test` floods the same way and checks what is not a matter of time: every answer came, and
// the flood was refused before a hash (tests/e2e/server/admin-login-flood.spec.ts).

const CLIENTS = 16;
/** Nine in ten static file and page answers during the flood within this. */
export const FLOOD_ANSWER_MS = 200;
// A file read from public/ and compressed on the fly (over compression's 1 KB threshold), and a
// form page, which the page cache never keeps, so each answer is compressed afresh.
const STATIC_FILE = "/images/app-phone.svg";
const PAGE = "/login";

/** The server must believe X-Forwarded-For from the bench on this machine. */
export const FLOOD_ENV = { TRUST_PROXY: "loopback" };

/**
 * Floods `server` for `seconds` and times the static file and the page meanwhile.
 * Resolves to the 90th percentiles and the slowest, how many were timed and the flood's statuses.
 */
export async function measureAdminLoginFlood(server, { seconds }) {
  let posts = 0;
  const postWrongPassword = () => {
    posts += 1;
    const n = posts;
    return fetch(`${server.origin}/admin/login`, {
      method: "POST",
      headers: {
        Origin: server.origin,
        "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ email: `flood-${n}@example.in`, password: `wrong password ${n}` }),
      redirect: "manual",
    });
  };
  const timed = async (path) => {
    const started = performance.now();
    const response = await fetch(`${server.origin}${path}`, { headers: { "Accept-Encoding": "gzip", "X-Forwarded-For": "192.0.2.9" } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} during the flood`);
    return performance.now() - started;
  };

  // The first answers warm the server's caches; they are not what the flood is measured against.
  await timed(STATIC_FILE);
  await timed(PAGE);

  const statuses = {};
  const until = Date.now() + seconds * 1000;
  const flood = Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < until) {
      const answer = await postWrongPassword();
      await answer.arrayBuffer();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  });
  const fileTimes = [];
  const pageTimes = [];
  const reading = (async () => {
    // A moment for the flood to fill the server's queue before the first measurement.
    await new Promise((resolve) => setTimeout(resolve, 500));
    while (Date.now() < until) {
      fileTimes.push(await timed(STATIC_FILE));
      pageTimes.push(await timed(PAGE));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await Promise.all([...flood, reading]);

  const p90 = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)];
  return {
    fileP90Ms: p90(fileTimes),
    pageP90Ms: p90(pageTimes),
    fileMaxMs: Math.max(...fileTimes),
    pageMaxMs: Math.max(...pageTimes),
    measured: fileTimes.length,
    statuses,
  };
}

/** One line of figures, for the report. */
export function adminLoginFloodLine(flood, seconds) {
  const ms = (n) => `${Math.round(n)} ms`;
  return (
    `\nAdmin sign-in flood: ${CLIENTS} clients for ${seconds} s, each post from a new address; meanwhile ${flood.measured} requests each of ` +
    `${STATIC_FILE} (p90 ${ms(flood.fileP90Ms)}, slowest ${ms(flood.fileMaxMs)}) and ${PAGE} (p90 ${ms(flood.pageP90Ms)}, slowest ${ms(flood.pageMaxMs)}), ` +
    `gzip; the flood's statuses ${JSON.stringify(flood.statuses)}.`
  );
}

export function adminLoginFloodBudgets(flood) {
  return [
    [
      `admin sign-in flood: a static file and a gzip page answer within ${FLOOD_ANSWER_MS} ms, 9 in 10 ` +
        `(${Math.round(flood.fileP90Ms)} ms, ${Math.round(flood.pageP90Ms)} ms)`,
      flood.fileP90Ms < FLOOD_ANSWER_MS && flood.pageP90Ms < FLOOD_ANSWER_MS,
    ],
  ];
}
