import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";

import { SecondFactorCodeField } from "~/components/SecondFactorCodeField";
import { adminMessages, secondFactorCodeFrom, secondFactorMessages } from "~/domain/admin";
import { abandonAdminSignIn, completeAdminSignIn, requirePendingAdmin } from "~/infra/admin-session.server";
import { clientIp } from "~/infra/load-context.server";
import { redirectWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { verifySecondFactor } from "~/services/admin-second-factor.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePendingAdmin(request, "second-factor");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = await requirePendingAdmin(request, "second-factor");
  const code = secondFactorCodeFrom(await request.formData().catch(() => null));
  if (!code) return json({ error: secondFactorMessages.codeRequired }, { status: 400 });
  const result = await verifySecondFactor(pending.adminId, code, clientIp(context));
  if (!result.ok && result.reason === "locked") return abandonAdminSignIn(request, adminMessages.tooManyAttempts);
  if (!result.ok) return json({ error: secondFactorMessages.wrongCode }, { status: 401 });
  const signedIn = await completeAdminSignIn(request, pending.adminId);
  if (!result.usedRecoveryCode) return redirectWithCookies(pending.next, [signedIn]);
  return redirectWithFlash(pending.next, { kind: "info", text: secondFactorMessages.recoveryUsed(result.recoveryCodesLeft) }, [signedIn]);
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
