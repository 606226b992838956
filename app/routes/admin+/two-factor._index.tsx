import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";

import { CheckedForm } from "~/components/checked-form";
import { SubmitButton } from "~/components/form-fields";
import { SecondFactorCodeField } from "~/components/SecondFactorCodeField";
import { adminMessages, secondFactorMessages, secondFactorSchema } from "~/domain/admin";
import { checkForm } from "~/domain/form-check";
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
  const form = await request.formData().catch(() => null);
  const checked = form ? checkForm(secondFactorSchema, form) : null;
  if (!checked?.data) return json({ error: secondFactorMessages.codeRequired }, { status: 400 });
  const { code } = checked.data;
  const result = await verifySecondFactor(pending.adminId, code, clientIp(context));
  if (!result.ok && result.reason === "locked") return abandonAdminSignIn(request, adminMessages.tooManyAttempts);
  if (!result.ok) return json({ error: secondFactorMessages.wrongCode }, { status: 401 });
  const signedIn = await completeAdminSignIn(request, pending.adminId);
  if (!result.usedRecoveryCode) return redirectWithCookies(pending.next, [signedIn]);
  return redirectWithFlash(pending.next, { kind: "info", text: secondFactorMessages.recoveryUsed(result.recoveryCodesLeft) }, [signedIn]);
}

export default function AdminSecondFactor() {
  const data = useActionData<typeof action>();
  return (
    <section className="container narrow section auth-card">
      <h1>{secondFactorMessages.heading}</h1>
      <CheckedForm schema={secondFactorSchema} errors={data?.error ? { code: data.error } : undefined} className="stack">
        <p>{secondFactorMessages.intro}</p>
        <SecondFactorCodeField recoveryAllowed />
        <SubmitButton pendingText={secondFactorMessages.verifying}>{secondFactorMessages.verify}</SubmitButton>
      </CheckedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: secondFactorMessages.heading }, { name: "robots", content: "noindex" }];
