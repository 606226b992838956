import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { secondFactorValidator } from "~/forms/admin-sign-in";
import { abandonAdminSignIn, completeAdminSignIn, requirePendingAdmin } from "~/infra/admin-session.server";
import { deviceCookieFor } from "~/infra/device-cookie.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { adminSecondFactor } from "~/locales/en/admin/second-factor";
import { adminSignIn } from "~/locales/en/admin/sign-in";
import { rememberAdminDevice } from "~/services/admin-accounts.server";
import { beginEnrolment, confirmEnrolment } from "~/services/admin-second-factor.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await requirePendingAdmin(request, "enrolment");
  const { secret, qrSvg } = await beginEnrolment(pending.adminId);
  return json(
    { secret, qr: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString("base64")}` },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePendingAdmin(request, "enrolment");
  const form = await readForm(request);
  const checked = await secondFactorValidator.validate(form);
  if (checked.error) return validationError(checked.error, {});
  const { code } = checked.data;
  const result = await confirmEnrolment(pending.adminId, code, clientIp(context));
  if (!result.ok && result.reason === "locked") return abandonAdminSignIn(request, adminSignIn.tooManyAttempts);
  if (!result.ok) return validationError({ fieldErrors: { code: adminSecondFactor.wrongCode } }, {}, { status: 401 });
  // This browser is the administrator's own: the rates and the hashing line strangers share never refuse its sign-ins.
  const device = await deviceCookieFor(request);
  await rememberAdminDevice(pending.adminId, device.deviceId);
  return redirectWithCookies("/admin/two-factor/recovery-codes", [
    await completeAdminSignIn(request, pending.adminId, { recoveryCodes: result.recoveryCodes, next: pending.next }),
    device.setCookie,
  ]);
}
