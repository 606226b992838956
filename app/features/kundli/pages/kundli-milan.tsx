import type { MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";

import { useLanguage } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { lazyAnswer } from "~/features/kundli/birth-form-page";
import { BirthDetailsFields, useBirthFieldLabels } from "~/features/kundli/BirthDetailsFields";
import { BirthAnswer, BirthForm, BirthIntro } from "~/features/kundli/BirthForm";
import { BIRTH_FIELDS, birthFieldName, MILAN_PEOPLE } from "~/forms/birth-details";
import { milanValidator } from "~/forms/validators/kundli";
import { translator } from "~/locales/i18n";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { action } from "./kundli-milan.server";

export { action, loader } from "./kundli-milan.server";
export { handle, headers } from "~/features/kundli/birth-form-page";

type Reply = ReturnType<typeof useActionData<typeof action>>;

const { Answer: KundliMilanResult, preload: preloadResult } = lazyAnswer(() =>
  import("~/features/kundli/KundliMilanResult").then((module) => ({ default: module.KundliMilanResult })),
);

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
        <BirthIntro
          heading={t("milan.heading")}
          paragraphs={[t("milan.intro.what"), t("milan.intro.how"), t("milan.intro.tables")]}
          refused={Boolean(reply)}
        />
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
