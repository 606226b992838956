import { useRef } from "react";

import { BlogCard, type BlogCardData } from "./BlogCard";

/**
 * Newest blogs in a row that scrolls sideways, three to a view on wide screens (spec: "3 blogs
 * at a time, previous/next with wrap-around"). The row is the same with JavaScript or without
 * and before or after hydration, so a visitor swiping it as the scripts start keeps their
 * place. Previous and Next move it a view at a time and wrap round; they need JavaScript, so a
 * browser without it hides them with CSS (`scripting: none`) from the first paint.
 */
export function BlogCarousel({ blogs }: { blogs: BlogCardData[] }) {
  const track = useRef<HTMLUListElement>(null);
  if (blogs.length === 0) return null;
  const move = (step: 1 | -1) => {
    const row = track.current;
    if (!row) return;
    const end = row.scrollWidth - row.clientWidth;
    // Past either end it wraps round; scroll snapping settles on the first card of the view.
    const left =
      step > 0 && row.scrollLeft >= end - 1 ? 0 : step < 0 && row.scrollLeft <= 1 ? end : row.scrollLeft + step * row.clientWidth;
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    row.scrollTo({ left, behavior: calm ? "auto" : "smooth" });
  };
  return (
    <div className="carousel">
      <ul className="carousel-track" ref={track}>
        {blogs.map((blog) => (
          <li key={blog.slug}>
            <BlogCard blog={blog} headingLevel={3} layout="carousel" />
          </li>
        ))}
      </ul>
      <div className="carousel-controls">
        <button type="button" className="chip" onClick={() => move(-1)}>
          Previous blogs
        </button>
        <button type="button" className="chip" onClick={() => move(1)}>
          Next blogs
        </button>
      </div>
    </div>
  );
}
