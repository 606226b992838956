import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SecondFactorCodeField } from "~/components/SecondFactorCodeField";
import { adminMessages, secondFactorCodeFrom, secondFactorMessages } from "~/domain/admin";
import { abandonAdminSignIn, completeAdminSignIn, getPendingAdmin, keepRecoveryCodesForDisplay } from "~/infra/admin-session.server";
import { clientIp } from "~/infra/load-context.server";
import { setFlash } from "~/infra/session.server";
import { beginEnrolment, confirmEnrolment } from "~/services/admin-second-factor.server";

/** Only right after the password of an administrator who has no second factor yet. */
async function requirePendingEnrolment(request: Request) {
  const pending = await getPendingAdmin(request);
  if (!pending) {
    throw redirect("/admin/login", { headers: { "Set-Cookie": await setFlash({ kind: "error", text: secondFactorMessages.expired }) } });
  }
  if (pending.stage !== "enrolment") throw redirect("/admin/two-factor");
  return pending;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = await requirePendingEnrolment(request);
  const { secret, qrSvg } = await beginEnrolment(pending.adminId);
  return json(
    { secret, qr: `data:image/svg+xml;base64,${Buffer.from(qrSvg).toString("base64")}` },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePendingEnrolment(request);
  const code = secondFactorCodeFrom(await request.formData().catch(() => null));
  if (!code) return json({ error: secondFactorMessages.codeRequired }, { status: 400 });
  const result = await confirmEnrolment(pending.adminId, code, clientIp(context));
  if (!result.ok && result.reason === "locked") return abandonAdminSignIn(request, adminMessages.tooManyAttempts);
  if (!result.ok) return json({ error: secondFactorMessages.wrongCode }, { status: 401 });
  const headers = new Headers();
  headers.append("Set-Cookie", await completeAdminSignIn(request, pending.adminId));
  headers.append("Set-Cookie", await keepRecoveryCodesForDisplay(result.recoveryCodes, pending.next));
  return redirect("/admin/two-factor/recovery-codes", { headers });
}

export default function AdminSecondFactorSetup() {
  const { secret, qr } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container narrow section auth-card">
      <h1>{secondFactorMessages.setupHeading}</h1>
      <p>{secondFactorMessages.setupIntro}</p>
      <p>{secondFactorMessages.setupScan}</p>
      <img className="totp-qr" src={qr} alt={secondFactorMessages.qrAlt} width={220} height={220} />
      <p>
        {secondFactorMessages.setupKeyLabel}: <code className="totp-key">{secret.match(/.{1,4}/g)?.join(" ")}</code>
      </p>
      <Form method="post" className="stack" noValidate>
        <SecondFactorCodeField error={data?.error} recoveryAllowed={false} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? secondFactorMessages.verifying : secondFactorMessages.verify}
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: secondFactorMessages.setupHeading }, { name: "robots", content: "noindex" }];
