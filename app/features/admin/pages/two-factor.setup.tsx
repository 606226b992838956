import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { SubmitButton } from "~/components/form-fields";
import { SecondFactorCodeField } from "~/features/admin/SecondFactorCodeField";
import { secondFactorValidator } from "~/forms/admin-sign-in";
import { adminSecondFactor } from "~/locales/en/admin/second-factor";

import type { loader } from "./two-factor.setup.server";

export { action, loader } from "./two-factor.setup.server";

export default function AdminSecondFactorSetup() {
  const { secret, qr } = useLoaderData<typeof loader>();
  return (
    <section className="container narrow section auth-card">
      <h1>{adminSecondFactor.setupHeading}</h1>
      <p>{adminSecondFactor.setupIntro}</p>
      <p>{adminSecondFactor.setupScan}</p>
      <img className="totp-qr" src={qr} alt={adminSecondFactor.qrAlt} width={220} height={220} />
      <p>
        {adminSecondFactor.setupKeyLabel}: <code className="totp-key">{secret.match(/.{1,4}/g)?.join(" ")}</code>
      </p>
      <ValidatedForm action={"/admin/two-factor/setup"} validator={secondFactorValidator} method="post" noValidate className="stack">
        <SecondFactorCodeField recoveryAllowed={false} />
        <SubmitButton pendingText={adminSecondFactor.verifying}>{adminSecondFactor.verify}</SubmitButton>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: adminSecondFactor.setupHeading }, { name: "robots", content: "noindex" }];
