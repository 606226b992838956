import { Link } from "@remix-run/react";
import { blogPath, formatBlogDate } from "~/domain/blog";

export type BlogCardData = {
  slug: string;
  mainHeading: string;
  mainDescription: string | null;
  mainImageUrl: string | null;
  author: string;
  scheduleDate: string;
};

/** `eager`: the card is at the top of the page, its picture the largest thing a phone first shows. */
export function BlogCard({ blog, headingLevel = 2, eager = false }: { blog: BlogCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="blog-card">
      <img
        src={blog.mainImageUrl ?? "/images/blogs/1.svg"}
        alt=""
        width={1200}
        height={630}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        // Lower-case: React 18 does not know the camel-cased prop yet and would warn.
        {...(eager ? { fetchpriority: "high" } : {})}
      />
      <div className="blog-card-body">
        <Heading className="blog-card-title">
          <Link to={blogPath(blog.slug)}>{blog.mainHeading}</Link>
        </Heading>
        {blog.mainDescription ? <p>{blog.mainDescription}</p> : null}
        <p className="blog-card-meta">
          {blog.author} · <time dateTime={blog.scheduleDate}>{formatBlogDate(blog.scheduleDate)}</time>
        </p>
      </div>
    </article>
  );
}
