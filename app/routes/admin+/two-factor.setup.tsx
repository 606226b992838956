import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";

import { SubmitButton } from "~/components/form-fields";
import { SecondFactorCodeField } from "~/components/SecondFactorCodeField";
import { adminMessages, secondFactorMessages, secondFactorValidator } from "~/domain/admin";

import {
  abandonAdminSignIn,
  beginEnrolment,
  clientIp,
  completeAdminSignIn,
  confirmEnrolment,
  deviceCookieFor,
  json,
  readForm,
  redirectWithCookies,
  rememberAdminDevice,
  requirePendingAdmin,
} from "./two-factor.setup.server";

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
  if (!result.ok && result.reason === "locked") return abandonAdminSignIn(request, adminMessages.tooManyAttempts);
  if (!result.ok) return validationError({ fieldErrors: { code: secondFactorMessages.wrongCode } }, {}, { status: 401 });
  // This browser is the administrator's own: the rates and the hashing line strangers share never refuse its sign-ins.
  const device = await deviceCookieFor(request);
  await rememberAdminDevice(pending.adminId, device.deviceId);
  return redirectWithCookies("/admin/two-factor/recovery-codes", [
    await completeAdminSignIn(request, pending.adminId, { recoveryCodes: result.recoveryCodes, next: pending.next }),
    device.setCookie,
  ]);
}

export default function AdminSecondFactorSetup() {
  const { secret, qr } = useLoaderData<typeof loader>();
  return (
    <section className="container narrow section auth-card">
      <h1>{secondFactorMessages.setupHeading}</h1>
      <p>{secondFactorMessages.setupIntro}</p>
      <p>{secondFactorMessages.setupScan}</p>
      <img className="totp-qr" src={qr} alt={secondFactorMessages.qrAlt} width={220} height={220} />
      <p>
        {secondFactorMessages.setupKeyLabel}: <code className="totp-key">{secret.match(/.{1,4}/g)?.join(" ")}</code>
      </p>
      <ValidatedForm validator={secondFactorValidator} method="post" noValidate className="stack">
        <SecondFactorCodeField recoveryAllowed={false} />
        <SubmitButton pendingText={secondFactorMessages.verifying}>{secondFactorMessages.verify}</SubmitButton>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: secondFactorMessages.setupHeading }, { name: "robots", content: "noindex" }];
