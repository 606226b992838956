import type { MetaFunction } from "@remix-run/node";
import { ValidatedForm } from "remix-validated-form";

import { SubmitButton } from "~/components/form-fields";
import { SecondFactorCodeField } from "~/features/admin/SecondFactorCodeField";
import { secondFactorValidator } from "~/forms/admin-sign-in";
import { adminSecondFactor } from "~/locales/en/admin/second-factor";

export { action, loader } from "./two-factor._index.server";

export default function AdminSecondFactor() {
  return (
    <section className="container narrow section auth-card">
      <h1>{adminSecondFactor.heading}</h1>
      <ValidatedForm action={"/admin/two-factor?index"} validator={secondFactorValidator} method="post" noValidate className="stack">
        <p>{adminSecondFactor.intro}</p>
        <SecondFactorCodeField recoveryAllowed />
        <SubmitButton pendingText={adminSecondFactor.verifying}>{adminSecondFactor.verify}</SubmitButton>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: adminSecondFactor.heading }, { name: "robots", content: "noindex" }];
