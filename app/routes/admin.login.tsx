import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";

import { ADMIN_LOGIN_LIMITS, adminMessages } from "~/domain/admin";
import { safeNextPath } from "~/domain/redirects";
import { getAdmin, startPendingAdminSession } from "~/infra/admin-session.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { attemptAdminLogin } from "~/services/admin-accounts.server";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const email = String(form?.get("email") ?? "").slice(0, ADMIN_LOGIN_LIMITS.email);
  const password = String(form?.get("password") ?? "");
  // Control characters (NUL among them) are in no e-mail address, and the database refuses NUL.
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  if (!form || !email || !password || password.length > ADMIN_LOGIN_LIMITS.password || /[\x00-\x1f\x7f]/.test(email)) {
    return json({ error: adminMessages.loginFailed, email }, { status: 400 });
  }
  const result = await attemptAdminLogin(email, password, clientIp(context));
  if (!result.ok) {
    const message = result.reason === "locked" ? adminMessages.tooManyAttempts : adminMessages.loginFailed;
    return json({ error: message, email }, { status: result.reason === "locked" ? 429 : 401 });
  }
  // The password alone opens nothing: next comes the second factor, or its enrolment.
  const stage = result.hasSecondFactor ? "second-factor" : "enrolment";
  const next = safeNextPath(String(form.get("next") ?? ""));
  return redirectWithCookies(stage === "enrolment" ? "/admin/two-factor/setup" : "/admin/two-factor", [
    await startPendingAdminSession(request, result.adminId, stage, next),
  ]);
}

export default function AdminLogin() {
  const data = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section className="container narrow section auth-card">
      <h1>Admin login</h1>
      <Form method="post" className="stack" noValidate>
        <input type="hidden" name="next" value={safeNextPath(params.get("next"))} />
        <div className="field">
          <label htmlFor="admin-email">Email</label>
          <input
            id="admin-email"
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={data?.email ?? ""}
            maxLength={ADMIN_LOGIN_LIMITS.email}
            required
            aria-describedby={data?.error ? "admin-login-error" : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor="admin-password">Password</label>
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={ADMIN_LOGIN_LIMITS.password}
            required
            aria-describedby={data?.error ? "admin-login-error" : undefined}
          />
        </div>
        {data?.error ? (
          <p id="admin-login-error" className="field-error" role="alert">
            {data.error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Logging in..." : "Login"}
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];
