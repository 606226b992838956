import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { SecondFactorCodeField } from "~/components/SecondFactorCodeField";
import { adminMessages, secondFactorCodeFrom, secondFactorMessages } from "~/domain/admin";
import { abandonAdminSignIn, completeAdminSignIn, getPendingAdmin } from "~/infra/admin-session.server";
import { clientIp } from "~/infra/load-context.server";
import { setFlash } from "~/infra/session.server";
import { verifySecondFactor } from "~/services/admin-second-factor.server";

/** Only a browser that has just given the right password, for ten minutes. */
async function requirePendingSecondFactor(request: Request) {
  const pending = await getPendingAdmin(request);
  if (!pending) {
    throw redirect("/admin/login", { headers: { "Set-Cookie": await setFlash({ kind: "error", text: secondFactorMessages.expired }) } });
  }
  if (pending.stage === "enrolment") throw redirect("/admin/two-factor/setup");
  return pending;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePendingSecondFactor(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePendingSecondFactor(request);
  const code = secondFactorCodeFrom(await request.formData().catch(() => null));
  if (!code) return json({ error: secondFactorMessages.codeRequired }, { status: 400 });
  const result = await verifySecondFactor(pending.adminId, code, clientIp(context));
  if (!result.ok && result.reason === "locked") return abandonAdminSignIn(request, adminMessages.tooManyAttempts);
  if (!result.ok) return json({ error: secondFactorMessages.wrongCode }, { status: 401 });
  const headers = new Headers();
  headers.append("Set-Cookie", await completeAdminSignIn(request, pending.adminId));
  if (result.usedRecoveryCode) {
    headers.append("Set-Cookie", await setFlash({ kind: "info", text: secondFactorMessages.recoveryUsed(result.recoveryCodesLeft) }));
  }
  return redirect(pending.next, { headers });
}

export default function AdminSecondFactor() {
  const data = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="container narrow section auth-card">
      <h1>{secondFactorMessages.heading}</h1>
      <Form method="post" className="stack" noValidate>
        <p>{secondFactorMessages.intro}</p>
        <SecondFactorCodeField error={data?.error} recoveryAllowed />
        <button type="submit" className="button" disabled={busy}>
          {busy ? secondFactorMessages.verifying : secondFactorMessages.verify}
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: secondFactorMessages.heading }, { name: "robots", content: "noindex" }];
