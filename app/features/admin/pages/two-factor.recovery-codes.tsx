import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { adminSecondFactor } from "~/locales/en/admin/second-factor";

import type { loader } from "./two-factor.recovery-codes.server";

export { loader } from "./two-factor.recovery-codes.server";

export default function AdminRecoveryCodes() {
  const { codes, next } = useLoaderData<typeof loader>();
  return (
    <section className="container narrow section auth-card">
      <h1>{adminSecondFactor.codesHeading}</h1>
      <p>{adminSecondFactor.codesIntro}</p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <Link className="button" to={next}>
          {adminSecondFactor.codesContinue}
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: adminSecondFactor.codesHeading }, { name: "robots", content: "noindex" }];
