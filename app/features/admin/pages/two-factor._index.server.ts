import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { secondFactorValidator } from "~/forms/admin-sign-in";
import { abandonAdminSignIn, completeAdminSignIn, requirePendingAdmin } from "~/infra/admin-session.server";
import { deviceCookieFor } from "~/infra/device-cookie.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { adminSecondFactor } from "~/locales/en/admin/second-factor";
import { adminSignIn } from "~/locales/en/admin/sign-in";
import { rememberAdminDevice } from "~/services/admin-accounts.server";
import { verifySecondFactor } from "~/services/admin-second-factor.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePendingAdmin(request, "second-factor");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePendingAdmin(request, "second-factor");
  const form = await readForm(request);
  const checked = await secondFactorValidator.validate(form);
  if (checked.error) return validationError(checked.error, {});
  const { code } = checked.data;
  const result = await verifySecondFactor(pending.adminId, code, clientIp(context));
  if (!result.ok && result.reason === "locked") return abandonAdminSignIn(request, adminSignIn.tooManyAttempts);
  if (!result.ok) return validationError({ fieldErrors: { code: adminSecondFactor.wrongCode } }, {}, { status: 401 });
  // This browser is the administrator's own: the rates and the hashing line strangers share never refuse its sign-ins.
  const device = await deviceCookieFor(request);
  await rememberAdminDevice(pending.adminId, device.deviceId);
  const cookies = [await completeAdminSignIn(request, pending.adminId), device.setCookie];
  if (!result.usedRecoveryCode) return redirectWithCookies(pending.next, cookies);
  return redirectWithFlash(pending.next, { kind: "info", text: adminSecondFactor.recoveryUsed(result.recoveryCodesLeft) }, cookies);
}
