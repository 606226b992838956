import { totpCode } from "../../app/infra/totp.server";
import { E2E_ADMIN } from "./server-process";

export type AdminCredentials = { email: string; password: string; totpSecret: string };

/** The `name=value` pairs a response sets, as one Cookie header. */
export function cookiesSetBy(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .filter((pair) => !/=$/.test(pair))
    .join("; ");
}

// Each authenticator code signs in once (its time step must be later than the last one
// used), so sign-ins in one process take the next unused step, waiting for it if need be.
const lastStepUsed = new Map<string, number>();

/** A code for the secret whose time step this process has not used yet. */
async function freshTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 30_000);
    // The server accepts one step ahead of its clock (drift), so up to two codes per step.
    for (const candidate of [step, step + 1]) {
      if (candidate > (lastStepUsed.get(secret) ?? -1)) {
        lastStepUsed.set(secret, candidate);
        return totpCode(secret, new Date(candidate * 30_000));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (now % 30_000) + 50));
  }
}

/**
 * A Cookie header carrying a signed-in administrator's session, got through the real forms:
 * the password at /admin/login, then a code from the authenticator at /admin/two-factor.
 */
export async function adminCookie(baseURL: string, admin: AdminCredentials = E2E_ADMIN): Promise<string> {
  const post = (path: string, form: Record<string, string>, cookie?: string) =>
    fetch(`${baseURL}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL, ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(form),
      redirect: "manual",
    });
  const password = await post("/admin/login", { email: admin.email, password: admin.password, next: "/admin" });
  const pending = cookiesSetBy(password);
  if (password.status !== 302 || password.headers.get("location") !== "/admin/two-factor" || !pending) {
    throw new Error(`admin sign-in answered ${password.status} (${password.headers.get("location")}) without a half-made session`);
  }
  const second = await post("/admin/two-factor", { code: await freshTotpCode(admin.totpSecret) }, pending);
  const cookie = cookiesSetBy(second);
  if (second.status !== 302 || !cookie) throw new Error(`the second factor answered ${second.status} without a session`);
  return cookie;
}
