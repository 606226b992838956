import { Link } from "@remix-run/react";

import { useTranslation } from "~/components/use-translation";
import { pageWindow, type PaginationWords } from "~/domain/pagination";

type Props = {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
  /** The list's own words; the `common` namespace's unless given. */
  words?: PaginationWords;
};

/**
 * Previous, up to five page numbers and Next, as plain links in a labelled list: a screen reader
 * hears "Previous page", "Page 3" and "Next page"; the eye sees Previous, 3 and Next.
 */
export function Pagination({ page, pageCount, href, label, words: given }: Props) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const words = given ?? {
    previous: t("pagination.previous"),
    next: t("pagination.next"),
    page: t("pagination.page"),
    pageNumber: t("pagination.pageNumber"),
  };
  return (
    <nav className="pager" aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className="chip">
              {words.previous}
              <span className="visually-hidden"> {words.page}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n) => (
          <li key={n}>
            <Link to={href(n)} className={n === page ? "chip chip-active" : "chip"} aria-current={n === page ? "page" : undefined}>
              <span className="visually-hidden">{words.pageNumber} </span>
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next" className="chip">
              {words.next}
              <span className="visually-hidden"> {words.page}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
