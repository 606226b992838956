import "~/shared-browser-code";

import type { MetaFunction } from "@remix-run/node";
import { ValidatedForm } from "remix-validated-form";

import { SubmitButton } from "~/components/form-fields";
import { SecondFactorCodeField } from "~/components/SecondFactorCodeField";
import { secondFactorMessages, secondFactorValidator } from "~/domain/admin";

export { action, loader } from "./two-factor._index.server";

export default function AdminSecondFactor() {
  return (
    <section className="container narrow section auth-card">
      <h1>{secondFactorMessages.heading}</h1>
      <ValidatedForm action={"/admin/two-factor?index"} validator={secondFactorValidator} method="post" noValidate className="stack">
        <p>{secondFactorMessages.intro}</p>
        <SecondFactorCodeField recoveryAllowed />
        <SubmitButton pendingText={secondFactorMessages.verifying}>{secondFactorMessages.verify}</SubmitButton>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: secondFactorMessages.heading }, { name: "robots", content: "noindex" }];
