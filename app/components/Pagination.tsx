import { Link } from "./links";
import { pageWindow } from "~/domain/pagination";

type Props = { page: number; pageCount: number; href: (page: number) => string; label?: string };

/** Previous/Next and up to five page numbers, as plain links. */
export function Pagination({ page, pageCount, href, label = "Pagination" }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="chip">
          Previous
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((n) => (
        <Link
          key={n}
          to={href(n)}
          className={n === page ? "chip chip-active" : "chip"}
          aria-current={n === page ? "page" : undefined}
          aria-label={`Page ${n}`}
        >
          {n}
        </Link>
      ))}
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className="chip">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
