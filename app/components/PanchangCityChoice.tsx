import { Link } from "@remix-run/react";

import { useTranslation } from "~/components/use-translation";
import { CITY_QUERY_MAX } from "~/domain/panchang-cities";

import { useLocalePath } from "./language";

type Props = {
  query: string;
  date: string | null;
  cities: Array<{ slug: string; name: string; state: string }>;
  /** The page the form and the choices lead to, with its eyebrow and button words: the panchang's unless told. */
  page?: { path: string; eyebrow: string; submit: string };
};

/**
 * The panchang form's answer when the typed name is not one city: the cities it may mean, each
 * with its state (a choice made through the form again, so it is remembered), or none, said
 * beside the field with the typed name kept. A GET search, like the astrologer lists' filters.
 * The choghadiya and hora pages ask the same way, each through its own address.
 */
export function PanchangCityChoice({ query, date, cities, page }: Props) {
  const { t } = useTranslation("panchang");
  const to = useLocalePath();
  const path = page?.path ?? "/panchang";
  return (
    <div className="container panchang-page">
      <p className="eyebrow">{page?.eyebrow ?? t("eyebrow")}</p>
      <h1>{t("choose.heading")}</h1>
      <form method="get" action={to(path)} className="panchang-form">
        <label htmlFor="panchang-city">{t("form.city")}</label>
        <input
          id="panchang-city"
          name="city"
          type="text"
          maxLength={CITY_QUERY_MAX}
          defaultValue={query}
          autoComplete="off"
          required
          aria-invalid={cities.length ? undefined : true}
          aria-describedby={cities.length ? "panchang-city-hint" : "panchang-city-error"}
        />
        {cities.length ? null : (
          <p id="panchang-city-error" className="field-error" role="alert">
            {t("choose.none")}
          </p>
        )}
        <p id="panchang-city-hint" className="field-hint">
          {t("form.cityHint")}
        </p>
        {date ? <input type="hidden" name="date" value={date} /> : null}
        <button type="submit" className="button">
          {page?.submit ?? t("form.submit")}
        </button>
      </form>
      {cities.length ? (
        <>
          <p>{t("choose.found", { query })}</p>
          <ul className="panchang-cities">
            {cities.map((city) => (
              <li key={city.slug}>
                <Link to={`${to(path)}?${new URLSearchParams({ city: city.slug, ...(date ? { date } : {}) })}`}>
                  {city.name}, {city.state}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
