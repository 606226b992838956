import { CityQueryField } from "~/components/CityForm";
import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR, type PanchangCity } from "~/domain/panchang-cities";
import { slugify } from "~/domain/slug";

/** The form's city as typed to find it again: its name, with its state where two cities share it. */
function cityQuery(city: PanchangCity, names: { city: string; state: string }): string {
  // A city named in Hindi is searched in Hindi, state and all; one without is searched in English.
  const [name, state] = names.city === city.name ? [city.name, city.state] : [names.city, names.state];
  return city.slug === slugify(city.name) ? name : `${name}, ${state}`;
}

/**
 * Another city or day of a day page (panchang, choghadiya, hora): a plain GET to the page's
 * choice route, filled in with the city and day shown. `id` names the form, the anchor the page
 * links to, and prefixes its fields'.
 */
export function CityDayForm({
  id,
  action,
  city,
  names,
  date,
  submit,
}: {
  id: string;
  action: string;
  city: PanchangCity;
  /** The city's and state's names in the page's language. */
  names: { city: string; state: string };
  date: string;
  submit: string;
}) {
  const { t } = useTranslation("panchang");
  const to = useLocalePath();
  return (
    <form method="get" action={to(action)} id={`${id}-form`} className="panchang-form">
      <fieldset>
        <legend>{t("form.legend")}</legend>
        <CityQueryField id={`${id}-city`} hintId={`${id}-city-hint`} defaultValue={cityQuery(city, names)} />
        <label htmlFor={`${id}-date`}>{t("form.date")}</label>
        <input
          id={`${id}-date`}
          name="date"
          type="date"
          defaultValue={date}
          min={`${PANCHANG_FIRST_YEAR}-01-01`}
          max={`${PANCHANG_LAST_YEAR}-12-31`}
          required
        />
        <button type="submit" className="button">
          {submit}
        </button>
      </fieldset>
    </form>
  );
}
