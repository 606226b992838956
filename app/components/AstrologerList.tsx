import { Form, type MetaDescriptor, useNavigation, useSubmit } from "@remix-run/react";
import { Link } from "@remix-run/react";
import type { ChangeEvent, ReactNode } from "react";

import {
  APP_DOWNLOAD_PATH,
  type AstrologerCard,
  type AstrologerListKind,
  astrologerListMessages,
  type AstrologerListQuery,
  astrologerListSearch,
  experienceLabel,
  type FilterOption,
  FREE_MINUTES,
  genderLabel,
  hasFilters,
  languagesLabel,
  LIST_PAGE_COPY,
  LIST_PATHS,
  listPageSeo,
  ordersLabel,
  parseAstrologerListQuery,
  rateLabel,
  ratePerMinute,
  ratingMessages,
  SORT_LABELS,
  SORTS,
  specializationLabel,
  starsFor,
  titleCase,
} from "~/domain/astrologer-list";
import { pageMeta, type SiteInfo } from "~/domain/seo";

import { Pagination } from "./Pagination";

type Props = {
  kind: AstrologerListKind;
  query: AstrologerListQuery;
  items: AstrologerCard[];
  total: number;
  pageCount: number;
  pageSize: number;
  options: { languages: FilterOption[]; specializations: FilterOption[] };
  error: string | null;
};

/** The Call or Chat list: filters and sort (a GET form), the cards, and the pages. */
export function AstrologerList({ kind, query, items, total, pageCount, pageSize, options, error }: Props) {
  const path = LIST_PATHS[kind];
  const navigation = useNavigation();
  // With JavaScript, a new filter, sort or page keeps the old cards dimmed under the spec's loading text.
  const loading = navigation.state === "loading" && navigation.location.pathname === path;
  const first = (query.page - 1) * pageSize + 1;
  const last = first + items.length - 1;

  return (
    <div className="astro-list">
      <ListFilters kind={kind} query={query} options={options} />

      <p className="astro-list-status" role="status">
        {loading ? astrologerListMessages.loading : null}
      </p>

      {error ? (
        <div className="notice notice-error" role="alert">
          <p>{error}</p>
          <p>
            <a className="button" href={path + astrologerListSearch(query)}>
              Retry
            </a>
          </p>
        </div>
      ) : items.length === 0 ? (
        <div className="notice astro-empty">
          {hasFilters(query) ? (
            <>
              <p>{astrologerListMessages.empty}</p>
              <p>
                <Link to={path}>{astrologerListMessages.clearFilters}</Link>
              </p>
            </>
          ) : (
            <p>{astrologerListMessages.noneYet}</p>
          )}
        </div>
      ) : (
        <div className={loading ? "astro-results is-loading" : "astro-results"} aria-busy={loading || undefined}>
          <p className="astro-count">
            Showing {first}–{last} of {total} {total === 1 ? "astrologer" : "astrologers"}
          </p>
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
            label="Pages"
          />
        </div>
      )}
    </div>
  );
}

function AstrologerCardView({ item, kind }: { item: AstrologerCard; kind: AstrologerListKind }) {
  const rate = ratePerMinute(item, kind);
  const headingId = `astrologer-${item.id}`;
  return (
    <article className="astro-card" aria-labelledby={headingId}>
      <div className="astro-card-top">
        {/* The picture is the astrologer's photo, and its name says so (the heading gives the name). */}
        {/* eslint-disable-next-line jsx-a11y/img-redundant-alt */}
        <img
          className="astro-photo"
          src={item.photoUrl}
          width={88}
          height={88}
          loading="lazy"
          decoding="async"
          alt={`Photo of ${item.firstName}`}
        />
        <div>
          <h2 className="astro-name" id={headingId}>
            {item.firstName}
          </h2>
          <RatingLine item={item} />
          {kind === "call" ? <p className="astro-orders">{ordersLabel(item.orders)}</p> : null}
        </div>
      </div>
      <p className="astro-skills">
        {specializationLabel(item.specialization)} | {languagesLabel(item.language)}
      </p>
      <p className="astro-meta">
        <span>{genderLabel(item.gender)}</span>
        <span aria-hidden="true"> · </span>
        <span>{item.age} yr</span>
      </p>
      <p className="astro-experience">{experienceLabel(item.experience)}</p>
      {/* Reads as honestPriceLine(rate): "First 5 min FREE, then ₹X/min". */}
      <p className="astro-price">
        First {FREE_MINUTES} min <span className="free-badge">FREE</span>, then <span className="astro-rate">{rateLabel(rate)}</span>
      </p>
      {item.isWaiting ? <p className="astro-wait">{astrologerListMessages.waiting}</p> : null}
      <Link
        to={APP_DOWNLOAD_PATH}
        className="button astro-action"
        aria-label={kind === "call" ? `Call ${item.firstName}` : `Chat with ${item.firstName}`}
      >
        {kind === "call" ? "Call" : "Chat"}
      </Link>
    </article>
  );
}

/** Stars only for a rating customers gave; a newcomer is "New", never five stars. */
function RatingLine({ item }: { item: AstrologerCard }) {
  if (item.rating !== null) {
    return (
      <p className="astro-stars">
        <span aria-hidden="true">
          {starsFor(item.rating)} <span className="astro-rating">{item.rating.toFixed(1)}</span>
        </span>
        <span className="visually-hidden">{ratingMessages.rated(item.rating)}</span>
      </p>
    );
  }
  if (item.isNew) {
    return (
      <p className="astro-new">
        <span className="new-badge">{ratingMessages.new}</span> <span className="astro-new-hint">{ratingMessages.newHint}</span>
      </p>
    );
  }
  return <p className="astro-unrated">{ratingMessages.unrated}</p>;
}

function ListFilters({ kind, query, options }: { kind: AstrologerListKind; query: AstrologerListQuery; options: Props["options"] }) {
  const submit = useSubmit();
  // With JavaScript a choice applies at once; Apply stays for keyboards and for no JavaScript.
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form, { preventScrollReset: true });
  const id = (name: string) => `${kind}-filter-${name}`;
  // A filter from a shared address that no one offers any longer still shows as chosen.
  const withCurrent = (list: FilterOption[], value: string | null, label: (v: string) => string) =>
    value && !list.some((o) => o.value === value) ? [...list, { value, label: label(value) }] : list;

  // Folded into one control, so the first astrologer is on a phone's first screen; what is
  // chosen shows on the fold.
  const chosen = [
    query.language ? titleCase(query.language) : null,
    query.specialization ? specializationLabel(query.specialization) : null,
    query.sort !== SORTS[0] ? SORT_LABELS[query.sort] : null,
  ].filter((label): label is string => label !== null);

  return (
    <details className="astro-filter-box">
      <summary>
        <span className="astro-filter-title">Filter and sort</span>
        {chosen.length > 0 ? <span className="astro-filter-chosen">{chosen.join(" · ")}</span> : null}
      </summary>
      <Form
        method="get"
        action={LIST_PATHS[kind]}
        className="astro-filters"
        role="search"
        aria-label="Filter and sort astrologers"
        preventScrollReset
      >
        <FilterSelect
          id={id("language")}
          name="language"
          label="Language"
          value={query.language ?? ""}
          options={[{ value: "", label: "All languages" }, ...withCurrent(options.languages, query.language, titleCase)]}
          onChange={onChange}
        />
        <FilterSelect
          id={id("specialization")}
          name="specialization"
          label="Specialisation"
          value={query.specialization ?? ""}
          options={[
            { value: "", label: "All specialisations" },
            ...withCurrent(options.specializations, query.specialization, specializationLabel),
          ]}
          onChange={onChange}
        />
        <FilterSelect
          id={id("sort")}
          name="sort"
          label="Sort by"
          value={query.sort}
          options={SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
          onChange={onChange}
        />
        <button type="submit" className="button button-small astro-apply">
          Apply
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
  const copy = LIST_PAGE_COPY[list.kind];
  return (
    <div className="container section astro-page">
      <h1>{copy.heading}</h1>
      <p className="lead">{copy.intro}</p>
      {banner}
      <AstrologerList {...list} />
    </div>
  );
}

/** A list page's meta tags; a page that shows no list (an error) is not indexed. */
export function listPageMeta(
  kind: AstrologerListKind,
  site: SiteInfo,
  data: { query: AstrologerListQuery; error: string | null } | undefined,
  keywords: string,
): MetaDescriptor[] {
  const query = data?.query ?? parseAstrologerListQuery(new URLSearchParams());
  return pageMeta(site, { ...listPageSeo(kind, site.brand, query), keywords, noindex: !data || data.error !== null });
}
