import { useTranslation } from "~/components/use-translation";
import { CITY_QUERY_MAX } from "~/domain/panchang-cities";

import { useLocalePath } from "./language";

/**
 * Another city for a page of a city's month or year: a plain GET of the typed name to `action`,
 * which finds the city as the panchang does, or asks which one is meant. `id` names the form, the
 * anchor the page's introduction links to.
 */
export function CityForm({ id, action, legend, submit }: { id: string; action: string; legend: string; submit: string }) {
  const to = useLocalePath();
  return (
    <form method="get" action={to(action)} id={id} className="panchang-form">
      <fieldset>
        <legend>{legend}</legend>
        <CityQueryField id={`${id}-city`} hintId={`${id}-hint`} />
        <button type="submit" className="button">
          {submit}
        </button>
      </fieldset>
    </form>
  );
}

/** The name of a city typed for the search: its label, box and hint. */
export function CityQueryField({ id, hintId, defaultValue }: { id: string; hintId: string; defaultValue?: string }) {
  const { t } = useTranslation("panchang");
  return (
    <>
      <label htmlFor={id}>{t("form.city")}</label>
      <input
        id={id}
        name="city"
        type="text"
        maxLength={CITY_QUERY_MAX}
        defaultValue={defaultValue}
        autoComplete="off"
        aria-describedby={hintId}
        required
      />
      <p id={hintId} className="field-hint">
        {t("form.cityHint")}
      </p>
    </>
  );
}
