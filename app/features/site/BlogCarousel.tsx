import { BlogCard, type BlogCardData } from "~/components/BlogCard";

/**
 * Newest blogs in a row that scrolls sideways, three to a view on wide screens (spec: "3 blogs
 * at a time, previous/next"). The home page runs no script, so Previous and Next are the
 * browser's own scroll buttons, drawn by CSS where the browser has them (app.css); everywhere
 * the row is swiped or scrolled, and snaps to a card.
 */
export function BlogCarousel({ blogs }: { blogs: BlogCardData[] }) {
  if (blogs.length === 0) return null;
  return (
    <div className="carousel">
      <ul className="carousel-track">
        {blogs.map((blog) => (
          <li key={blog.slug}>
            <BlogCard blog={blog} headingLevel={3} layout="carousel" />
          </li>
        ))}
      </ul>
    </div>
  );
}
