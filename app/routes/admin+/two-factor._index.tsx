import "~/shared-browser-code";

import type { MetaFunction } from "@remix-run/node";
import { ValidatedForm } from "remix-validated-form";

import { SubmitButton } from "~/components/form-fields";
import { SecondFactorCodeField } from "~/components/SecondFactorCodeField";
import { secondFactorValidator } from "~/forms/admin-sign-in";
import { adminWords } from "~/locales/en/admin";

export { action, loader } from "./two-factor._index.server";

export default function AdminSecondFactor() {
  return (
    <section className="container narrow section auth-card">
      <h1>{adminWords.secondFactor.heading}</h1>
      <ValidatedForm action={"/admin/two-factor?index"} validator={secondFactorValidator} method="post" noValidate className="stack">
        <p>{adminWords.secondFactor.intro}</p>
        <SecondFactorCodeField recoveryAllowed />
        <SubmitButton pendingText={adminWords.secondFactor.verifying}>{adminWords.secondFactor.verify}</SubmitButton>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: adminWords.secondFactor.heading }, { name: "robots", content: "noindex" }];
