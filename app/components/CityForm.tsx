import { useTranslation } from "react-i18next";

import { CITY_QUERY_MAX } from "~/domain/panchang-cities";

import { useLocalePath } from "./language";

/**
 * Another city for a page of a city's month or year: a plain GET of the typed name to `action`,
 * which finds the city as the panchang does, or asks which one is meant. `id` names the form, the
 * anchor the page's introduction links to.
 */
export function CityForm({ id, action, legend, submit }: { id: string; action: string; legend: string; submit: string }) {
  const { t } = useTranslation("panchang");
  const to = useLocalePath();
  return (
    <form method="get" action={to(action)} id={id} className="panchang-form">
      <fieldset>
        <legend>{legend}</legend>
        <label htmlFor={`${id}-city`}>{t("form.city")}</label>
        <input
          id={`${id}-city`}
          name="city"
          type="text"
          maxLength={CITY_QUERY_MAX}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          required
        />
        <p id={`${id}-hint`} className="field-hint">
          {t("form.cityHint")}
        </p>
        <button type="submit" className="button">
          {submit}
        </button>
      </fieldset>
    </form>
  );
}
