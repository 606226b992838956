import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { secondFactorMessages } from "~/domain/admin";

import { jsonWithCookies, redirect, requireAdmin, takeRecoveryCodesForDisplay } from "./two-factor.recovery-codes.server";

// The recovery codes, once, right after enrolment, from the session on the server; a reload
// finds them gone.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const shown = await takeRecoveryCodesForDisplay(request);
  if (!shown) throw redirect("/admin");
  const { codes, next, cookie } = shown;
  return jsonWithCookies({ codes, next }, [cookie], { headers: { "Cache-Control": "private, no-store" } });
}

export default function AdminRecoveryCodes() {
  const { codes, next } = useLoaderData<typeof loader>();
  return (
    <section className="container narrow section auth-card">
      <h1>{secondFactorMessages.codesHeading}</h1>
      <p>{secondFactorMessages.codesIntro}</p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <Link className="button" to={next}>
          {secondFactorMessages.codesContinue}
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: secondFactorMessages.codesHeading }, { name: "robots", content: "noindex" }];
