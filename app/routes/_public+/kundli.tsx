import "~/shared-browser-code";

import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ValidatedForm } from "remix-validated-form";

import { BirthDetailsFields, birthFields, useBirthFieldLabels } from "~/components/BirthDetailsFields";
import { AnswerLoading, FocusOnAnswer } from "~/components/FocusOnAnswer";
import { DefaultSubmit, ErrorSummary, fieldValues, SubmitButton } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { answeredPostCacheControl, PRIVATE_NO_STORE } from "~/domain/http-cache";
import { pageMeta } from "~/domain/page-meta";
import type { RouteHandle } from "~/domain/route-handle";
import { siteFromMatches } from "~/domain/seo";
import { translator } from "~/i18n";
import { kundliValidator } from "~/validators/kundli";

import type { action } from "./kundli.server";

export { action, loader } from "./kundli.server";

// A plain form post answered with the chart: with JavaScript the form suggests places as they are
// typed, and the chart is drawn in the page; a post sent without it is answered without script.
export const handle: RouteHandle = { hydrate: "form", i18n: ["kundli", "panchang", "forms", "common"], costlyWork: ["POST"] };

export const headers = answeredPostCacheControl(PRIVATE_NO_STORE);

type Reply = ReturnType<typeof useActionData<typeof action>>;

// The chart's own components come to the browser only for a chart: the form's page is lighter by
// them, and they are fetched as soon as the form is first touched, long before it is sent. The
// server renders a post's answer whole (entry.server waits for it).
const loadKundliReport = () => import("~/components/KundliReport").then((module) => ({ default: module.KundliReport }));
const KundliReport = lazy(loadKundliReport);
const preloadReport = () => void loadKundliReport().catch(() => undefined);

export default function KundliPage() {
  const reply = useActionData<typeof action>() as Reply;
  const { t } = useTranslation(["kundli", "forms", "common"]);
  const fieldLabels = useBirthFieldLabels();
  const to = useLocalePath();
  const answer = reply && "kundli" in reply ? reply : null;
  const choices = reply && "placeChoices" in reply ? reply.placeChoices : [];
  const values = fieldValues((reply?.repopulateFields as Record<string, string> | undefined) ?? null);
  return (
    <div className="container section kundli-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      {answer ? (
        <Suspense fallback={<AnswerLoading text={t("form.making")} />}>
          <KundliReport
            birth={answer.birth}
            kundli={answer.kundli}
            headingLevel={1}
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
          <FocusOnAnswer id="kundli-heading" answer={answer} />
        </Suspense>
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
      {/* Drawn afresh for each answer, so its fields show what the server took (a place chosen from a list). */}
      <ValidatedForm
        onFocus={preloadReport}
        key={JSON.stringify(reply?.repopulateFields ?? null)}
        action={to("/kundli")}
        validator={kundliValidator(useLanguage())}
        method="post"
        noValidate
        // The error summary takes the focus (and so the view), not the first field it names.
        disableFocusOnError
        defaultValues={values}
        className="stack kundli-form"
      >
        <h2>{answer ? t("form.another") : t("form.legend")}</h2>
        {choices.length ? <DefaultSubmit /> : null}
        <ErrorSummary labels={fieldLabels} message={t("messages.fixFields")} focus />
        <BirthDetailsFields placeChoices={choices} />
        <div className="button-row">
          <SubmitButton pendingText={t("form.making")}>{t("form.submit")}</SubmitButton>
        </div>
        <p className="field-hint">
          <Link to={to("/kundli-milan")}>{t("common:nav.kundliMilan")}</Link>
        </p>
      </ValidatedForm>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  return pageMeta(site, { title: t("kundli:seo.title"), description: t("kundli:seo.description"), path: "/kundli" });
};
