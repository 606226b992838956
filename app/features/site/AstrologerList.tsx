import { Form, Link, type MetaDescriptor, useNavigation, useSubmit } from "@remix-run/react";
import type { ChangeEvent, ReactNode } from "react";
import { Trans } from "react-i18next";

import { useLanguage, useLocalePath } from "~/components/language";
import { Pagination } from "~/components/Pagination";
import { useTranslation } from "~/components/use-translation";
import {
  APP_DOWNLOAD_PATH,
  type AstrologerCard,
  type AstrologerListKind,
  type AstrologerListQuery,
  astrologerListSearch,
  experienceLabel,
  type FilterOption,
  FREE_MINUTES,
  genderLabel,
  hasFilters,
  languageName,
  LIST_PATHS,
  listPageSeo,
  ordersLabel,
  parseAstrologerListQuery,
  rateLabel,
  ratePerMinute,
  ratingLabel,
  SORTS,
  specializationName,
  spokenLanguages,
  starsFor,
} from "~/domain/astrologer-list";
import { LANGUAGE_TAGS } from "~/domain/language";
import { type Translate, translator } from "~/locales/i18n";
import { type SiteInfo } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

type Props = {
  kind: AstrologerListKind;
  query: AstrologerListQuery;
  items: AstrologerCard[];
  total: number;
  pageCount: number;
  pageSize: number;
  options: { languages: FilterOption[]; specializations: FilterOption[] };
  /** Set when the list could not be read. */
  error: string | null;
};

/** The page's translating function, for the domain's wording functions. */
function useTranslate(): Translate {
  return translator(useLanguage());
}

/** The Call or Chat list: filters and sort (a GET form), the cards, and the pages. */
export function AstrologerList({ kind, query, items, total, pageCount, pageSize, options, error }: Props) {
  const { t } = useTranslation(["astrologers"]);
  const to = useLocalePath();
  const path = to(LIST_PATHS[kind]);
  const navigation = useNavigation();
  // With JavaScript, a new filter, sort or page keeps the old cards dimmed under the spec's loading text.
  const loading = navigation.state === "loading" && navigation.location.pathname === path;
  const first = (query.page - 1) * pageSize + 1;
  const last = first + items.length - 1;

  return (
    <div className="astro-list">
      <ListFilters kind={kind} query={query} options={options} />

      <p className="astro-list-status" role="status">
        {loading ? t("astrologers:list.loading") : null}
      </p>

      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{t("astrologers:list.error")}</p>
          <p>
            <a className="button" href={path + astrologerListSearch(query)}>
              {t("astrologers:results.retry")}
            </a>
          </p>
        </div>
      ) : items.length === 0 ? (
        <div className="notice astro-empty">
          {hasFilters(query) ? (
            <>
              <p>{t("astrologers:list.empty")}</p>
              <p>
                <Link to={path}>{t("astrologers:list.clearFilters")}</Link>
              </p>
            </>
          ) : (
            <p>{t("astrologers:list.noneYet")}</p>
          )}
        </div>
      ) : (
        <div className={loading ? "astro-results is-loading" : "astro-results"} aria-busy={loading || undefined}>
          <p className="astro-count">{t("astrologers:results.showing", { first, last, count: total })}</p>
          <ul className="astro-grid">
            {items.map((item) => (
              <li key={item.id}>
                <AstrologerCardView item={item} kind={kind} />
              </li>
            ))}
          </ul>
          <Pagination
            page={Math.min(query.page, pageCount)}
            pageCount={pageCount}
            href={(page) => path + astrologerListSearch({ ...query, page })}
            label={t("astrologers:results.pages")}
            words={t("astrologers:pagination", { returnObjects: true })}
          />
        </div>
      )}
    </div>
  );
}

function AstrologerCardView({ item, kind }: { item: AstrologerCard; kind: AstrologerListKind }) {
  const { t } = useTranslation(["astrologers"]);
  const translate = useTranslate();
  const to = useLocalePath();
  const rate = ratePerMinute(item, kind);
  const headingId = `astrologer-${item.id}`;
  return (
    <article className="astro-card" aria-labelledby={headingId}>
      <div className="astro-card-top">
        {/* The picture is the astrologer's photo, and its name says so (the heading gives the name). */}
        {}
        <img
          className="astro-photo"
          src={item.photoUrl}
          width={88}
          height={88}
          loading="lazy"
          decoding="async"
          alt={t("astrologers:card.photoAlt", { name: item.firstName })}
        />
        <div>
          <h2 className="astro-name" id={headingId}>
            {item.firstName}
          </h2>
          <RatingLine item={item} />
          {kind === "call" ? <p className="astro-orders">{ordersLabel(item.orders, translate)}</p> : null}
        </div>
      </div>
      <p className="astro-skills">
        {specializationName(item.specialization, translate)} | {spokenLanguages(item.language, translate)}
      </p>
      <p className="astro-meta">
        <span>{genderLabel(item.gender, translate)}</span>
        <span aria-hidden="true"> · </span>
        <span>{t("astrologers:card.age", { age: item.age })}</span>
      </p>
      <p className="astro-experience">{experienceLabel(item.experience, translate)}</p>
      {/* Reads as honestPriceLine(rate): "First 5 min FREE, then ₹X/min". */}
      <p className="astro-price">
        <Trans
          t={t}
          i18nKey="astrologers:card.price"
          values={{ minutes: FREE_MINUTES, rate: rateLabel(rate, translate) }}
          components={{ free: <span className="free-badge" />, rate: <span className="astro-rate" /> }}
        />
      </p>
      {item.isWaiting ? <p className="astro-wait">{t("astrologers:list.waiting")}</p> : null}
      <Link
        to={to(APP_DOWNLOAD_PATH)}
        className="button astro-action"
        aria-label={
          kind === "call"
            ? t("astrologers:card.callName", { name: item.firstName })
            : t("astrologers:card.chatName", { name: item.firstName })
        }
      >
        {kind === "call" ? t("astrologers:card.call") : t("astrologers:card.chat")}
      </Link>
    </article>
  );
}

/** Stars only for a rating customers gave; a newcomer is "New", never five stars. */
function RatingLine({ item }: { item: AstrologerCard }) {
  const { t } = useTranslation(["astrologers"]);
  const translate = useTranslate();
  if (item.rating !== null) {
    return (
      <p className="astro-stars">
        <span aria-hidden="true">
          {starsFor(item.rating)} <span className="astro-rating">{item.rating.toFixed(1)}</span>
        </span>
        <span className="visually-hidden">{ratingLabel(item.rating, translate)}</span>
      </p>
    );
  }
  if (item.isNew) {
    return (
      <p className="astro-new">
        <span className="new-badge">{t("astrologers:rating.new")}</span>{" "}
        <span className="astro-new-hint">{t("astrologers:rating.newHint")}</span>
      </p>
    );
  }
  return <p className="astro-unrated">{t("astrologers:rating.unrated")}</p>;
}

function ListFilters({ kind, query, options }: { kind: AstrologerListKind; query: AstrologerListQuery; options: Props["options"] }) {
  const { t } = useTranslation(["astrologers"]);
  const language = useLanguage();
  const translate = useTranslate();
  const to = useLocalePath();
  const submit = useSubmit();
  // With JavaScript a choice applies at once; Apply stays for keyboards and for no JavaScript.
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form, { preventScrollReset: true });
  const id = (name: string) => `${kind}-filter-${name}`;
  // The choices named in the page's language, in its alphabetical order; a filter from a shared
  // address that no one offers any longer still shows as chosen, after them.
  const named = (list: FilterOption[], value: string | null, name: (v: string, t: Translate) => string) => {
    const offered = list
      .map((o) => ({ value: o.value, label: name(o.value, translate) }))
      .sort((a, b) => a.label.localeCompare(b.label, LANGUAGE_TAGS[language]));
    return value && !list.some((o) => o.value === value) ? [...offered, { value, label: name(value, translate) }] : offered;
  };
  const sortLabel = (sort: (typeof SORTS)[number]) => t(`astrologers:sort.${sort}`);

  // Folded into one control, so the first astrologer is on a phone's first screen; what is
  // chosen shows on the fold.
  const chosen = [
    query.language ? languageName(query.language, translate) : null,
    query.specialization ? specializationName(query.specialization, translate) : null,
    query.sort !== SORTS[0] ? sortLabel(query.sort) : null,
  ].filter((label): label is string => label !== null);

  return (
    <details className="astro-filter-box">
      <summary>
        <span className="astro-filter-title">{t("astrologers:filters.title")}</span>
        {chosen.length > 0 ? <span className="astro-filter-chosen">{chosen.join(" · ")}</span> : null}
      </summary>
      <Form
        method="get"
        action={to(LIST_PATHS[kind])}
        className="astro-filters"
        role="search"
        aria-label={t("astrologers:filters.formLabel")}
        preventScrollReset
      >
        <FilterSelect
          id={id("language")}
          name="language"
          label={t("astrologers:filters.language")}
          value={query.language ?? ""}
          options={[{ value: "", label: t("astrologers:filters.allLanguages") }, ...named(options.languages, query.language, languageName)]}
          onChange={onChange}
        />
        <FilterSelect
          id={id("specialization")}
          name="specialization"
          label={t("astrologers:filters.specialization")}
          value={query.specialization ?? ""}
          options={[
            { value: "", label: t("astrologers:filters.allSpecializations") },
            ...named(options.specializations, query.specialization, specializationName),
          ]}
          onChange={onChange}
        />
        <FilterSelect
          id={id("sort")}
          name="sort"
          label={t("astrologers:filters.sort")}
          value={query.sort}
          options={SORTS.map((sort) => ({ value: sort, label: sortLabel(sort) }))}
          onChange={onChange}
        />
        <button type="submit" className="button button-small astro-apply">
          {t("astrologers:filters.apply")}
        </button>
      </Form>
    </details>
  );
}

type FilterSelectProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

/** One filter of the list; keyed by its value, so a new address's choice replaces the old one. */
function FilterSelect({ id, name, label, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="astro-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} key={`${name}-${value}`} onChange={onChange}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list page: its heading, introduction, an optional banner, and the list. */
export function AstrologerListPage({ banner, ...list }: Props & { banner?: ReactNode }) {
  const { t } = useTranslation(["astrologers"]);
  return (
    <div className="container section astro-page">
      <h1>{t(`astrologers:page.${list.kind}.heading`)}</h1>
      <p className="lead">{t(`astrologers:page.${list.kind}.intro`)}</p>
      {banner}
      <AstrologerList {...list} />
    </div>
  );
}

/**
 * A list page's meta tags in the page's language (title, description and keywords); a page that
 * shows no list (an error) is not indexed.
 */
export function listPageMeta(
  kind: AstrologerListKind,
  site: SiteInfo,
  data: { query: AstrologerListQuery; error: string | null } | undefined,
): MetaDescriptor[] {
  const query = data?.query ?? parseAstrologerListQuery(new URLSearchParams());
  const seo = listPageSeo(kind, site.brand, query, translator(site.language));
  return pageMeta(site, { ...seo, noindex: !data || data.error !== null });
}
