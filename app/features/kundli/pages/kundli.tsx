import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";

import { useLanguage, useLocalePath } from "~/components/language";
import { answeredPostCacheControl, PRIVATE_NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { BirthDetailsFields, birthFields, useBirthFieldLabels } from "~/features/kundli/BirthDetailsFields";
import { BirthAnswer, BirthForm } from "~/features/kundli/BirthForm";
import { KeepChartForm } from "~/features/kundli/KeepChartForm";
import { kundliValidator } from "~/forms/validators/kundli";
import { translator } from "~/locales/i18n";
import { useSiteFrame } from "~/pages/site-frame";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { action } from "./kundli.server";

export { action, loader } from "./kundli.server";

// A plain form post answered with the chart: with JavaScript the form suggests places as they are
// typed, and the chart is drawn in the page; a post sent without it is answered without script.
export const handle: RouteHandle = {
  hydrate: "form",
  i18n: ["kundli", "panchang", "forms", "common"],
  costlyWork: ["POST"],
  renderedOnPagePool: true,
};

export const headers = answeredPostCacheControl(PRIVATE_NO_STORE);

type Reply = ReturnType<typeof useActionData<typeof action>>;

// The chart's own components come to the browser only for a chart: the form's page is lighter by
// them, and they are fetched as soon as the form is first touched, long before it is sent. The
// server renders a post's answer whole (entry.server waits for it).
const loadKundliReport = () => import("~/features/kundli/KundliReport").then((module) => ({ default: module.KundliReport }));
const KundliReport = lazy(loadKundliReport);
const preloadReport = () => void loadKundliReport().catch(() => undefined);

export default function KundliPage() {
  const reply = useActionData<typeof action>() as Reply;
  const { t } = useTranslation(["kundli", "forms", "common"]);
  const fieldLabels = useBirthFieldLabels();
  const to = useLocalePath();
  const answer = reply && "kundli" in reply ? reply : null;
  const signedIn = useSiteFrame()?.signedIn ?? false;
  const choices = reply && "placeChoices" in reply ? reply.placeChoices : [];
  return (
    <div className="container section kundli-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      {answer ? (
        <BirthAnswer making={t("form.making")} focusId="kundli-heading" answer={answer}>
          <KundliReport
            birth={answer.birth}
            kundli={answer.kundli}
            headingLevel={1}
            chooserForm={(fields) => (
              // Sent again with the same birth: the answer is the same chart, drawn as chosen, at the chooser.
              <Form action={`${to("/kundli")}#vargas`} method="post" preventScrollReset className="kundli-chooser-form">
                {Object.entries({ ...birthFields(answer.birth), clock: answer.birth.clock }).map(([field, value]) => (
                  <input key={field} type="hidden" name={field} value={value} />
                ))}
                {fields}
              </Form>
            )}
            otherClocks={(clock, name) => (
              <Form action={to("/kundli")} method="post" key={clock} className="inline-form">
                {Object.entries({ ...birthFields(answer.birth), clock }).map(([field, value]) => (
                  <input key={field} type="hidden" name={field} value={value} />
                ))}
                <button type="submit" className="button button-secondary">
                  {t("otherClockButton", { clock: t(`clockName.${name}`) })}
                </button>
              </Form>
            )}
          />
          <KeepChartForm birth={answer.birth} signedIn={signedIn} />
        </BirthAnswer>
      ) : (
        <>
          <h1>{t("heading")}</h1>
          {/* A refused post comes back with the form and its message first: the intro was read before. */}
          {reply ? null : (
            <>
              <p className="lead">{t("intro.what")}</p>
              <p>{t("intro.how")}</p>
              <p>{t("intro.more")}</p>
            </>
          )}
        </>
      )}
      <BirthForm
        path="/kundli"
        validator={kundliValidator(useLanguage())}
        reply={reply}
        choices={choices.length > 0}
        labels={fieldLabels}
        onFirstFocus={preloadReport}
        heading={<h2>{answer ? t("form.another") : t("form.legend")}</h2>}
        submit={t("form.submit")}
        pending={t("form.making")}
        other={{ path: "/kundli-milan", text: t("common:nav.kundliMilan") }}
      >
        <BirthDetailsFields placeChoices={choices} />
      </BirthForm>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  return pageMeta(site, { title: t("kundli:seo.title"), description: t("kundli:seo.description"), path: "/kundli" });
};
