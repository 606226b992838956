import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useRouteLoaderData } from "@remix-run/react";

import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { lazyAnswer } from "~/features/kundli/birth-form-page";
import { BirthDetailsFields, birthFields, useBirthFieldLabels } from "~/features/kundli/BirthDetailsFields";
import { BirthAnswer, BirthForm, BirthIntro } from "~/features/kundli/BirthForm";
import { KeepChartForm } from "~/features/kundli/KeepChartForm";
import { kundliValidator } from "~/forms/validators/kundli";
import { translator } from "~/locales/i18n";
import type { siteFrame } from "~/pages/site-frame.server";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { action } from "./kundli.server";

export { action, loader } from "./kundli.server";
export { handle, headers } from "~/features/kundli/birth-form-page";

type Reply = ReturnType<typeof useActionData<typeof action>>;

const { Answer: KundliReport, preload: preloadReport } = lazyAnswer(() =>
  import("~/features/kundli/KundliReport").then((module) => ({ default: module.KundliReport })),
);

export default function KundliPage() {
  const reply = useActionData<typeof action>() as Reply;
  const { t } = useTranslation(["kundli", "forms", "common"]);
  const fieldLabels = useBirthFieldLabels();
  const to = useLocalePath();
  const answer = reply && "kundli" in reply ? reply : null;
  const signedIn = useRouteLoaderData<typeof siteFrame>("root")?.signedIn ?? false;
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
        <BirthIntro heading={t("heading")} paragraphs={[t("intro.what"), t("intro.how"), t("intro.more")]} refused={Boolean(reply)} />
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
