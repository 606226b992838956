// Reading pages ship no script and fit in one TCP initial window (decision 063). For each page,
// as an anonymous visitor and as a signed-in customer: the document's body as it leaves the
// server with `Accept-Encoding: br` (asked for twice, the second answer kept: the page cache is
// warm for every visitor but the very first), any <script> but structured data, any
// modulepreload, and the bytes of any external stylesheet (the stylesheet is inline).
// slow-phone.mjs adds what Chromium asked for when it loaded the page.
import http from "node:http";
import zlib from "node:zlib";

/** Budget: no script at all; the document, stylesheets included, at most 14 KB of brotli. */
export const READING_PAGE_BUDGET = { bytes: 14 * 1024 };

/** Returns [{ path, anonymous: weight, signedIn: weight }], a weight as `weigh` returns it. */
export async function measureReadingPages(origin, paths, cookie) {
  const rows = [];
  for (const pathname of paths) {
    rows.push({ path: pathname, anonymous: await weigh(origin, pathname), signedIn: await weigh(origin, pathname, cookie) });
  }
  return rows;
}

async function weigh(origin, pathname, cookie) {
  await fetchBrotli(origin + pathname, cookie);
  const page = await fetchBrotli(origin + pathname, cookie);
  if (page.status !== 200) throw new Error(`${pathname} answered ${page.status}, expected 200`);
  if (page.headers["content-encoding"] !== "br")
    throw new Error(`${pathname} came back as ${page.headers["content-encoding"] ?? "identity"}`);
  // The account menu's name in either edition.
  if (cookie && !/aria-label="(Account menu|खाता मेन्यू)"/.test(page.text))
    throw new Error(`${pathname} with the session cookie is not the signed-in page`);
  const tags = (name) => [...page.text.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((m) => m[0]);
  const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1];
  const scripts = tags("script").filter((tag) => (attr(tag, "type") ?? "").toLowerCase() !== "application/ld+json");
  const links = tags("link").map((tag) => ({ rel: (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/), href: attr(tag, "href") }));
  const modulepreloads = links.filter((l) => l.rel.includes("modulepreload"));
  let stylesheetBytes = 0;
  const stylesheets = links.filter((l) => l.rel.includes("stylesheet") && l.href);
  for (const sheet of stylesheets) stylesheetBytes += (await fetchBrotli(new URL(sheet.href, origin + pathname).href)).body.length;
  return {
    documentBytes: page.body.length,
    headerBytes: page.headerBytes,
    stylesheets: stylesheets.length,
    stylesheetBytes,
    bytes: page.body.length + stylesheetBytes,
    inlineStyle: /<style\b/i.test(page.text),
    scripts: scripts.length,
    modulepreloads: modulepreloads.length,
  };
}

function fetchBrotli(url, cookie) {
  return new Promise((resolve, reject) => {
    const headers = { "Accept-Encoding": "br", Accept: "text/html,*/*" };
    if (cookie) headers.Cookie = cookie;
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        // The status line and header lines as sent: what shares the first round trip with the body.
        let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          headerBytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          headerBytes,
          body,
          text: (encoding === "br" ? zlib.brotliDecompressSync(body) : body).toString("utf8"),
        });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** The table: one row per page and variant. `browser`: scriptRequestsOfReadingPages's rows. */
export function readingPageTable(rows, browser) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const inBrowser = new Map(browser.map((b) => [b.path, b]));
  return {
    header: ["page", "visitor", "document (br)", "+ headers", "stylesheets", "<script>", "modulepreload", "script requests in Chromium"],
    rows: rows.flatMap((row) =>
      [
        ["anonymous", row.anonymous, inBrowser.get(row.path)?.anonymous],
        ["signed-in", row.signedIn, inBrowser.get(row.path)?.signedIn],
      ].map(([visitor, w, requests]) => [
        row.path,
        visitor,
        kb(w.documentBytes),
        kb(w.documentBytes + w.headerBytes),
        w.stylesheets === 0 ? (w.inlineStyle ? "inline" : "none") : `${w.stylesheets} (${kb(w.stylesheetBytes)})`,
        w.scripts,
        w.modulepreloads,
        requests === undefined ? "not measured" : requests.length,
      ]),
    ),
  };
}

/** Two budget lines per page: no script, and the weight. */
export function readingPageBudgets(rows, browser) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const inBrowser = new Map(browser.map((b) => [b.path, b]));
  return rows.flatMap(({ path, anonymous, signedIn }) => {
    const requests = inBrowser.get(path);
    const scriptCount = (w) => w.scripts + w.modulepreloads;
    const requestCount = requests ? requests.anonymous.length + requests.signedIn.length : NaN;
    return [
      [
        `reading page ${path}: no script (<script> and modulepreload: ${scriptCount(anonymous)} anonymous, ${scriptCount(signedIn)} signed-in; ` +
          `script requests in Chromium: ${requests ? `${requests.anonymous.length} anonymous, ${requests.signedIn.length} signed-in` : "not measured"})`,
        scriptCount(anonymous) === 0 && scriptCount(signedIn) === 0 && requestCount === 0,
      ],
      [
        `reading page ${path}: ≤ ${READING_PAGE_BUDGET.bytes / 1024} KB brotli (${kb(anonymous.bytes)} anonymous, ${kb(signedIn.bytes)} signed-in)`,
        anonymous.bytes <= READING_PAGE_BUDGET.bytes && signedIn.bytes <= READING_PAGE_BUDGET.bytes,
      ],
    ];
  });
}
