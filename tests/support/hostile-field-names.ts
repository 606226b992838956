import { indiaYear } from "../../app/domain/yearly-horoscope";
import type { RunningServer } from "./server-process";

// Posts whose field names reach a prototype, to every form that reads its fields: what
// tests/e2e/server/hostile-field-names.spec.ts and `npm run attack` send, and how they read
// the server's log afterwards.

/** Each of the three names in the path forms remix-validated-form reads (dots and brackets). */
export const HOSTILE_FIELD_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "a.__proto__",
  "a[__proto__]",
  "__proto__[polluted]",
  "constructor.prototype",
  "x[constructor][prototype]",
];

/** Who reaches a form's reading of its fields: each action says who may be there first. */
export type Reach = "anyone" | "verified" | "applicant" | "customer" | "pendingAdmin" | "admin";

const year = indiaYear(new Date());

/**
 * Every form whose action reads its fields, public, account, onboarding and admin, some in both
 * editions (the admin's sign-out and the grievance confirmation read no field). The edge refuses
 * any other encoding than multipart for an upload-only form before it is read (415).
 */
export const FIELD_READING_FORMS: ReadonlyArray<{ path: string; reach: Reach; multipartOnly?: true }> = [
  { path: "/signup", reach: "anyone" },
  { path: "/hi/signup", reach: "anyone" },
  { path: "/otp-verifications", reach: "anyone" },
  { path: "/account-deletion", reach: "anyone" },
  { path: "/hi/account-deletion", reach: "anyone" },
  { path: "/kundli", reach: "anyone" },
  { path: "/hi/kundli", reach: "anyone" },
  { path: "/kundli-milan", reach: "anyone" },
  { path: "/grievance", reach: "anyone" },
  { path: "/hi/grievance", reach: "anyone" },
  { path: "/logout", reach: "anyone" },
  { path: "/admin/login", reach: "anyone" },
  { path: "/who-are-you", reach: "verified" },
  { path: "/hi/who-are-you", reach: "verified" },
  { path: "/user-registration", reach: "verified" },
  { path: "/astrologer-registration", reach: "verified" },
  { path: "/bank-details", reach: "applicant" },
  { path: "/document", reach: "applicant", multipartOnly: true },
  { path: "/hi/document", reach: "applicant", multipartOnly: true },
  { path: "/astrologer-status", reach: "applicant" },
  { path: "/profile", reach: "customer" },
  { path: "/hi/profile", reach: "customer" },
  { path: "/profile/sessions", reach: "customer" },
  { path: "/admin/two-factor", reach: "pendingAdmin" },
  { path: "/admin/faqmanager", reach: "admin" },
  { path: "/admin/festivals", reach: "admin" },
  { path: "/admin/yearly", reach: "admin" },
  { path: `/admin/yearly/${year}?language=en`, reach: "admin" },
  { path: `/admin/yearly/${year}/aries?language=en`, reach: "admin" },
  { path: "/admin/grievances/1", reach: "admin" },
  { path: "/admin/blogupload", reach: "admin" },
  { path: "/admin/horoscopeupload", reach: "admin" },
  { path: "/admin/messages", reach: "admin" },
  { path: "/admin/view/1", reach: "admin" },
];

/** A post of one ordinary field and one hostile one, urlencoded or multipart (a file part, as an upload would be). */
export async function postHostileName(
  baseURL: string,
  path: string,
  name: string,
  options: { cookie?: string; address: string; multipart: boolean },
): Promise<{ status: number; text: string }> {
  let body: URLSearchParams | FormData;
  if (options.multipart) {
    const form = new FormData();
    form.append("intent", "save");
    form.append(name, new Blob(["%PDF-1.4\n"], { type: "application/pdf" }), "x.pdf");
    body = form;
  } else {
    body = new URLSearchParams([
      ["intent", "save"],
      [name, "polluted"],
    ]);
  }
  const answer = await fetch(baseURL + path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { Origin: baseURL, "X-Forwarded-For": options.address, ...(options.cookie ? { Cookie: options.cookie } : {}) },
  });
  return { status: answer.status, text: await answer.text() };
}

/**
 * What the server logged after `offset` characters of its output, once a request line for
 * `path` came (or after a second): its JSON lines, its error lines and its stack traces.
 */
export async function loggedSince(server: RunningServer, offset: number, path: string) {
  const pathname = path.split("?")[0];
  const read = () => {
    const text = server.output().slice(offset);
    const lines = text
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          return { unparsed: line };
        }
      });
    return { text, lines };
  };
  for (let waited = 0; waited < 1_000; waited += 20) {
    if (read().lines.some((line) => line.msg === "request" && line.path === pathname)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { text, lines } = read();
  return {
    lines,
    requestLines: lines.filter((line) => line.msg === "request" && line.path === pathname),
    errors: lines.filter((line) => line.level === "error").length,
    stacks: (text.match(/\n\s+at /g) ?? []).length + (text.match(/"stack"/g) ?? []).length,
  };
}
