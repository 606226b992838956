import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import type { RouteHandle } from "~/domain/route-handle";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader } from "./grievance_.confirm.$token.server";

export { action, loader } from "./grievance_.confirm.$token.server";

export const handle: RouteHandle = { hydrate: true, i18n: "grievance" };

// The link e-mailed to the address a grievance gave (decision 080). Opening it changes nothing:
// the page asks its owner to confirm with a button, whose post marks the address confirmed and
// sends it the acknowledgement. Anyone else, the link unknown, gets the same "not valid" page.
export default function GrievanceConfirmEmail() {
  const loaded = useLoaderData<typeof loader>();
  const replied = useActionData<typeof action>();
  const state = replied?.state ?? loaded.state;
  const navigation = useNavigation();
  const { t } = useTranslation("grievance");
  const to = useLocalePath();
  const { token } = useParams();
  const submitting = navigation.state === "submitting";
  return (
    <section className="container narrow section">
      <h1>{t("confirmEmail.title")}</h1>
      {state === "pending" ? (
        <Form method="post" action={to(`/grievance/confirm/${token}`)} className="stack">
          <p className="lead">{t("confirmEmail.lead")}</p>
          <div className="button-row">
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? t("confirmEmail.confirming") : t("confirmEmail.confirm")}
            </button>
          </div>
        </Form>
      ) : (
        <p className="lead" role={state === "confirmed" ? undefined : "alert"}>
          {state === "confirmed" ? t("confirmEmail.done") : state === "expired" ? t("confirmEmail.expired") : t("confirmEmail.notFound")}
        </p>
      )}
      <p>
        <Link to={to("/")}>{t("confirmEmail.home")}</Link>
      </p>
    </section>
  );
}

// The link's own address is never named as the page's canonical one: it carries the token.
export const meta: MetaFunction = wordsMeta("grievance:confirmEmail.metaTitle", "grievance:confirmEmail.lead", "/grievance");
