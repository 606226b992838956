import type { MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { lazy } from "react";
import { useTranslation } from "react-i18next";

import { useLanguage } from "~/components/language";
import { answeredPostCacheControl, PRIVATE_NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { BirthDetailsFields, useBirthFieldLabels } from "~/features/kundli/BirthDetailsFields";
import { BirthAnswer, BirthForm } from "~/features/kundli/BirthForm";
import { BIRTH_FIELDS, birthFieldName, MILAN_PEOPLE } from "~/forms/birth-details";
import { milanValidator } from "~/forms/validators/kundli";
import { translator } from "~/locales/i18n";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { action } from "./kundli-milan.server";

export { action, loader } from "./kundli-milan.server";

// A plain form post answered with the match: with JavaScript the form suggests places as they are
// typed, and the match is drawn in the page; a post sent without it is answered without script.
export const handle: RouteHandle = {
  hydrate: "form",
  i18n: ["kundli", "panchang", "forms", "common"],
  costlyWork: ["POST"],
  renderedOnPagePool: true,
};

export const headers = answeredPostCacheControl(PRIVATE_NO_STORE);

type Reply = ReturnType<typeof useActionData<typeof action>>;

// The match's own components come to the browser only for a match: the form's page is lighter by
// them, and they are fetched as soon as the form is first touched, long before it is sent. The
// server renders a post's answer whole (entry.server waits for it).
const loadMilanResult = () => import("~/features/kundli/KundliMilanResult").then((module) => ({ default: module.KundliMilanResult }));
const KundliMilanResult = lazy(loadMilanResult);
const preloadResult = () => void loadMilanResult().catch(() => undefined);

export default function KundliMilanPage() {
  const reply = useActionData<typeof action>() as Reply;
  const { t } = useTranslation(["kundli", "forms", "common"]);
  const answer = reply && "milan" in reply ? reply : null;
  const choices = reply && "placeChoices" in reply ? reply.placeChoices : {};
  const fieldLabel = useBirthFieldLabels();
  const labels = Object.fromEntries(
    MILAN_PEOPLE.flatMap((person) =>
      BIRTH_FIELDS.map((field) => [birthFieldName(field, person), `${t(`milan.${person}`)}: ${fieldLabel[field]}`]),
    ),
  );
  return (
    <div className="container section kundli-page">
      <p className="eyebrow">{t("milan.eyebrow")}</p>
      {answer ? (
        <BirthAnswer making={t("milan.making")} focusId="milan-heading" answer={answer}>
          <KundliMilanResult boy={answer.boy} girl={answer.girl} milan={answer.milan} totals={answer.totals} />
        </BirthAnswer>
      ) : (
        <>
          <h1>{t("milan.heading")}</h1>
          {/* A refused post comes back with the form and its message first: the intro was read before. */}
          {reply ? null : (
            <>
              <p className="lead">{t("milan.intro.what")}</p>
              <p>{t("milan.intro.how")}</p>
              <p>{t("milan.intro.tables")}</p>
            </>
          )}
        </>
      )}
      <BirthForm
        path="/kundli-milan"
        validator={milanValidator(useLanguage())}
        reply={reply}
        choices={Boolean(choices.boy?.length || choices.girl?.length)}
        labels={labels}
        onFirstFocus={preloadResult}
        submit={answer ? t("milan.another") : t("milan.submit")}
        pending={t("milan.making")}
        other={{ path: "/kundli", text: t("common:nav.kundli") }}
      >
        <div className="milan-people">
          {MILAN_PEOPLE.map((person) => (
            <fieldset key={person} className="stack">
              <legend>{t(`milan.${person}`)}</legend>
              <BirthDetailsFields person={person} placeChoices={choices[person] ?? []} />
            </fieldset>
          ))}
        </div>
      </BirthForm>
    </div>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  return pageMeta(site, { title: t("kundli:milan.seo.title"), description: t("kundli:milan.seo.description"), path: "/kundli-milan" });
};
