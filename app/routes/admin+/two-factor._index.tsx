import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ValidatedForm, validationError } from "remix-validated-form";

import { SubmitButton } from "~/components/form-fields";
import { SecondFactorCodeField } from "~/components/SecondFactorCodeField";
import { adminMessages, secondFactorMessages, secondFactorValidator } from "~/domain/admin";

import {
  abandonAdminSignIn,
  clientIp,
  completeAdminSignIn,
  deviceCookieFor,
  readForm,
  redirectWithCookies,
  redirectWithFlash,
  rememberAdminDevice,
  requirePendingAdmin,
  verifySecondFactor,
} from "./two-factor._index.server";

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
  if (!result.ok && result.reason === "locked") return abandonAdminSignIn(request, adminMessages.tooManyAttempts);
  if (!result.ok) return validationError({ fieldErrors: { code: secondFactorMessages.wrongCode } }, {}, { status: 401 });
  // This browser is the administrator's own: the rates and the hashing line strangers share never refuse its sign-ins.
  const device = await deviceCookieFor(request);
  await rememberAdminDevice(pending.adminId, device.deviceId);
  const cookies = [await completeAdminSignIn(request, pending.adminId), device.setCookie];
  if (!result.usedRecoveryCode) return redirectWithCookies(pending.next, cookies);
  return redirectWithFlash(pending.next, { kind: "info", text: secondFactorMessages.recoveryUsed(result.recoveryCodesLeft) }, cookies);
}

export default function AdminSecondFactor() {
  return (
    <section className="container narrow section auth-card">
      <h1>{secondFactorMessages.heading}</h1>
      <ValidatedForm validator={secondFactorValidator} method="post" noValidate className="stack">
        <p>{secondFactorMessages.intro}</p>
        <SecondFactorCodeField recoveryAllowed />
        <SubmitButton pendingText={secondFactorMessages.verifying}>{secondFactorMessages.verify}</SubmitButton>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: secondFactorMessages.heading }, { name: "robots", content: "noindex" }];
