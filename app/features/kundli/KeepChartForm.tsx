import { Link } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { FormMessage, SelectField, SubmitButton, TextField } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { KEPT_CHART_RELATIONS } from "~/domain/kept-charts";
import { KEEP_SUBACTION, KEPT_CHART_FIELDS } from "~/forms/kept-chart";
import { TEXT_LIMITS } from "~/forms/text-input";
import { keptChartValidator } from "~/forms/validators/kept-chart";

import { birthFields } from "./BirthDetailsFields";
import type { KundliBirth } from "./KundliReport";

/**
 * "Keep this chart" under a chart made on the kundli page: its birth posted again, with a name
 * and whose chart it is. A visitor not signed in is offered the way to sign in instead.
 */
export function KeepChartForm({ birth, signedIn }: { birth: KundliBirth; signedIn: boolean }) {
  const { t } = useTranslation("kundli");
  const to = useLocalePath();
  const language = useLanguage();
  return (
    <section className="kundli-keep no-print" aria-labelledby="keep-heading">
      <h2 id="keep-heading">{t("kept.keepHeading")}</h2>
      <p>{t("kept.keepIntro")}</p>
      {signedIn ? (
        <ValidatedForm
          validator={keptChartValidator(language)}
          subaction={KEEP_SUBACTION}
          method="post"
          action={to("/kundli")}
          defaultValues={{ [KEPT_CHART_FIELDS.name]: birth.name }}
          noValidate
          className="stack"
        >
          {Object.entries({ ...birthFields(birth), clock: birth.clock }).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <FormMessage />
          <TextField name={KEPT_CHART_FIELDS.name} label={t("kept.name")} required maxLength={TEXT_LIMITS.personName} autoComplete="off" />
          <SelectField
            name={KEPT_CHART_FIELDS.relation}
            label={t("kept.relation")}
            required
            placeholder=""
            options={KEPT_CHART_RELATIONS.map((relation) => ({ value: relation, label: t(`kept.relationName.${relation}`) }))}
          />
          <div className="button-row">
            <SubmitButton pendingText={t("kept.keep")}>{t("kept.keep")}</SubmitButton>
          </div>
        </ValidatedForm>
      ) : (
        <p>
          <Link to={to("/signup")}>{t("kept.signInToKeep")}</Link>
        </p>
      )}
    </section>
  );
}
