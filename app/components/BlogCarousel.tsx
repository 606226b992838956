import { HOME_CAROUSEL_SIZE } from "~/domain/blog";
import { BlogCard, type BlogCardData } from "./BlogCard";
import { useHydrated } from "./use-hydrated";
import { useState } from "react";

/**
 * Newest blogs, three at a time. Without JavaScript it is a horizontally scrollable
 * row of links; with JavaScript, Previous and Next move by three and wrap around.
 */
export function BlogCarousel({ blogs }: { blogs: BlogCardData[] }) {
  const hydrated = useHydrated();
  const [start, setStart] = useState(0);
  if (blogs.length === 0) return null;
  const paged = hydrated && blogs.length > HOME_CAROUSEL_SIZE;
  const visible = paged
    ? Array.from({ length: HOME_CAROUSEL_SIZE }, (_, i) => blogs[(start + i) % blogs.length])
    : blogs;
  const move = (step: number) => setStart((s) => (s + step * HOME_CAROUSEL_SIZE + blogs.length * 10) % blogs.length);
  return (
    <div className={paged ? "carousel carousel-paged" : "carousel"}>
      <ul className="carousel-track" aria-live={paged ? "polite" : undefined}>
        {visible.map((blog) => (
          <li key={blog.slug}>
            <BlogCard blog={blog} headingLevel={3} layout="carousel" />
          </li>
        ))}
      </ul>
      {paged ? (
        <div className="carousel-controls">
          <button type="button" className="chip" onClick={() => move(-1)}>
            Previous blogs
          </button>
          <button type="button" className="chip" onClick={() => move(1)}>
            Next blogs
          </button>
        </div>
      ) : null}
    </div>
  );
}
