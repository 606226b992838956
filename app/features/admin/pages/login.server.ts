import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { ADMIN_LOGIN_LIMITS } from "~/domain/admin";
import { safeNextPath } from "~/domain/admin";
import { adminLoginValidator } from "~/forms/admin-sign-in";
import { FORM_ERROR } from "~/forms/validation";
import { getAdmin, startPendingAdminSession } from "~/infra/admin-session.server";
import { deviceIdOf } from "~/infra/device-cookie.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { adminSignIn } from "~/locales/en/admin/sign-in";
import { attemptAdminLogin } from "~/services/admin-accounts.server";

const REFUSALS = {
  failed: { message: adminSignIn.loginFailed, init: { status: 401 } },
  locked: { message: adminSignIn.tooManyAttempts, init: { status: 429 } },
  busy: { message: adminSignIn.tooManyRightNow, init: { status: 429, headers: { "Retry-After": "60" } } },
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
