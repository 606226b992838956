import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";

import { FormMessage, SubmitButton, TextField } from "~/components/form-fields";
import { ADMIN_LOGIN_LIMITS, adminLoginValidator, adminMessages } from "~/domain/admin";
import { FORM_ERROR } from "~/domain/forms";
import { safeNextPath } from "~/domain/redirects";

import {
  attemptAdminLogin,
  clientIp,
  deviceIdOf,
  getAdmin,
  readForm,
  redirect,
  redirectWithCookies,
  startPendingAdminSession,
} from "./login.server";

const REFUSALS = {
  failed: { message: adminMessages.loginFailed, init: { status: 401 } },
  locked: { message: adminMessages.tooManyAttempts, init: { status: 429 } },
  busy: { message: adminMessages.tooManyRightNow, init: { status: 429, headers: { "Retry-After": "60" } } },
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const result = await adminLoginValidator.validate(form);
  // The e-mail comes back as typed; the password never does.
  const typed = { email: String(form.get("email") ?? "").slice(0, ADMIN_LOGIN_LIMITS.email) };
  if (result.error) return validationError(result.error, typed);
  const { email, password } = result.data;
  const attempt = await attemptAdminLogin(email, password, clientIp(context), new Date(), await deviceIdOf(request));
  if (!attempt.ok) {
    const { message, init } = REFUSALS[attempt.reason];
    return validationError({ fieldErrors: { [FORM_ERROR]: message } }, typed, init);
  }
  // The password alone opens nothing: next comes the second factor, or its enrolment.
  const stage = attempt.hasSecondFactor ? "second-factor" : "enrolment";
  const next = safeNextPath(String(form.get("next") ?? ""));
  return redirectWithCookies(stage === "enrolment" ? "/admin/two-factor/setup" : "/admin/two-factor", [
    await startPendingAdminSession(request, attempt.adminId, stage, next),
  ]);
}

export default function AdminLogin() {
  const [params] = useSearchParams();
  return (
    <section className="container narrow section auth-card">
      <h1>Admin login</h1>
      <ValidatedForm validator={adminLoginValidator} method="post" noValidate className="stack">
        <input type="hidden" name="next" value={safeNextPath(params.get("next"))} />
        <FormMessage />
        <TextField
          id="admin-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={ADMIN_LOGIN_LIMITS.email}
          required
        />
        <TextField
          id="admin-password"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={ADMIN_LOGIN_LIMITS.password}
          required
        />
        <SubmitButton pendingText="Logging in...">Login</SubmitButton>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];
