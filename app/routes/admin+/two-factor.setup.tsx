import "~/shared-browser-code";

import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { SubmitButton } from "~/components/form-fields";
import { SecondFactorCodeField } from "~/components/SecondFactorCodeField";
import { secondFactorMessages, secondFactorValidator } from "~/domain/admin";

import type { loader } from "./two-factor.setup.server";

export { action, loader } from "./two-factor.setup.server";

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
      <ValidatedForm action={"/admin/two-factor/setup"} validator={secondFactorValidator} method="post" noValidate className="stack">
        <SecondFactorCodeField recoveryAllowed={false} />
        <SubmitButton pendingText={secondFactorMessages.verifying}>{secondFactorMessages.verify}</SubmitButton>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: secondFactorMessages.setupHeading }, { name: "robots", content: "noindex" }];
