import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useSearchParams } from "@remix-run/react";

import { CheckedForm } from "~/components/checked-form";
import { FormMessage, SubmitButton, TextField } from "~/components/form-fields";
import { ADMIN_LOGIN_LIMITS, adminLoginSchema, adminMessages } from "~/domain/admin";
import { checkForm } from "~/domain/form-check";
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
  const checked = form ? checkForm(adminLoginSchema, form) : null;
  const email = checked?.data?.email ?? String(form?.get("email") ?? "").slice(0, ADMIN_LOGIN_LIMITS.email);
  if (!form || !checked?.data) return json({ formError: adminMessages.loginFailed, email }, { status: 400 });
  const result = await attemptAdminLogin(email, checked.data.password, clientIp(context));
  if (!result.ok) {
    const message = result.reason === "locked" ? adminMessages.tooManyAttempts : adminMessages.loginFailed;
    return json({ formError: message, email }, { status: result.reason === "locked" ? 429 : 401 });
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
  return (
    <section className="container narrow section auth-card">
      <h1>Admin login</h1>
      <CheckedForm schema={adminLoginSchema} defaultValues={data ? { email: data.email } : undefined} className="stack">
        <input type="hidden" name="next" value={safeNextPath(params.get("next"))} />
        <FormMessage formError={data?.formError} />
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
      </CheckedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];
