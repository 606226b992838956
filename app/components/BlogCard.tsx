import { Link } from "@remix-run/react";

import { useTranslation } from "~/components/use-translation";
import { blogPath, formatBlogDate } from "~/domain/blog";
import { blogImageAttributes, type BlogImageLayout, type BlogImageSize } from "~/domain/blog-images";

import { useLanguage, useLocalePath } from "./language";

export type BlogCardData = {
  slug: string;
  mainHeading: string;
  mainDescription: string | null;
  mainImageUrl: string | null;
  mainImageSize?: BlogImageSize | null;
  author: string;
  scheduleDate: string;
};

/**
 * `eager`: the card is at the top of the page, its picture the largest thing a phone first shows.
 * `layout`: where the card stands, which says how wide its picture is drawn.
 */
export function BlogCard({
  blog,
  headingLevel = 2,
  eager = false,
  layout = "grid",
}: {
  blog: BlogCardData;
  headingLevel?: 2 | 3;
  eager?: boolean;
  layout?: BlogImageLayout;
}) {
  const { t } = useTranslation("blog");
  const language = useLanguage();
  const to = useLocalePath();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const image = blogImageAttributes(blog.mainImageUrl ?? "/images/blogs/1.svg", blog.mainImageSize ?? null, layout);
  return (
    <article className="blog-card">
      <img
        {...image}
        alt=""
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        // Lower-case: React 18 does not know the camel-cased prop yet and would warn.
        {...(eager ? { fetchpriority: "high" } : {})}
      />
      <div className="blog-card-body">
        <Heading className="blog-card-title">
          <Link to={to(blogPath(blog.slug))}>{blog.mainHeading}</Link>
        </Heading>
        {blog.mainDescription ? <p>{blog.mainDescription}</p> : null}
        <p className="blog-card-meta">
          {blog.author} · <time dateTime={blog.scheduleDate}>{formatBlogDate(blog.scheduleDate, language, t("messages.invalidDate"))}</time>
        </p>
      </div>
    </article>
  );
}
