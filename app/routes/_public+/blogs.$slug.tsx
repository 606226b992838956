import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { JsonLd } from "~/components/JsonLd";
import { blogMessages, blogPath, formatBlogDate } from "~/domain/blog";
import { blogImageAttributes, blogShareImage, isResizableBlogImage } from "~/domain/blog-images";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { indiaToday } from "~/domain/india-date";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { env } from "~/infra/env.server";
import { getPublishedBlog } from "~/services/blogs.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const blog = await getPublishedBlog(params.slug ?? "", indiaToday(new Date()));
  if (!blog) throw json({ message: blogMessages.notFound }, { status: 404 });
  const origin = env().PUBLIC_ORIGIN;
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: blog.mainHeading,
    datePublished: blog.scheduleDate,
    author: { "@type": "Person", name: blog.author },
    ...(blog.mainImageUrl ? { image: new URL(blog.mainImageUrl, origin).href } : {}),
    mainEntityOfPage: new URL(blogPath(blog.slug), origin).href,
  };
  return json({ blog, structuredData }, { headers: { "Cache-Control": publicCache(600, 86400) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function BlogArticle() {
  const { blog, structuredData } = useLoaderData<typeof loader>();
  return (
    <article className="container section blog-article">
      <p className="eyebrow">
        <Link to="/blogs">Blogs</Link>
      </p>
      <h1>{blog.mainHeading}</h1>
      <p className="blog-card-meta">
        By {blog.author} · <time dateTime={blog.scheduleDate}>{formatBlogDate(blog.scheduleDate)}</time>
      </p>
      {blog.mainImageUrl ? (
        <img className="blog-hero" {...blogImageAttributes(blog.mainImageUrl, blog.mainImageSize, "article")} alt="" decoding="async" />
      ) : null}
      {blog.html.trim() ? (
        // Sanitised on the server with an allow-list (services/html-sanitizer.server.ts).
        <div className="article-body" dangerouslySetInnerHTML={{ __html: blog.html }} />
      ) : (
        <p className="notice">{blogMessages.contentMissing}</p>
      )}
      <JsonLd data={structuredData} />
      <p>
        <Link to="/blogs">← All blogs</Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) {
    return [{ title: `${site.brand} - Blog not found` }, { name: "robots", content: "noindex" }];
  }
  const { blog } = data;
  const description = blog.meta.tags.find((t) => t.name === "description")?.content ?? blog.mainDescription ?? blog.mainHeading;
  const keywords = blog.meta.tags.find((t) => t.name === "keywords")?.content;
  const base = pageMeta(site, {
    title: blog.meta.title ?? `${blog.mainHeading} | ${site.brand}`,
    description,
    keywords,
    path: blogPath(blog.slug),
    ogType: "article",
    // An uploaded photo is shared as itself; otherwise the blog pages' picture.
    image: isResizableBlogImage(blog.mainImageUrl) ? blogShareImage(blog.mainImageUrl, blog.mainHeading) : undefined,
    revisitAfter: "30 days",
  });
  // The blog's own tags win over the defaults for the same name or property.
  const own = blog.meta.tags.filter((t) => !["description", "keywords", "revisit-after"].includes(t.name ?? ""));
  const ownKeys = new Set(own.map((t) => t.name ?? t.property));
  const kept = base.filter((tag) => {
    const key = ("name" in tag && tag.name) || ("property" in tag && tag.property);
    return !key || !ownKeys.has(String(key));
  });
  return [...kept, ...own, { property: "article:published_time", content: blog.scheduleDate }];
};

export function ErrorBoundary() {
  const page = (title: string) => (
    <div className="container error-page">
      <h1>{title}</h1>
      <p>
        <Link to="/blogs" className="button">
          Browse all blogs
        </Link>
      </p>
    </div>
  );
  return (
    <GeneralErrorBoundary statusHandlers={{ 404: () => page(blogMessages.notFound) }} otherwise={() => page("Something went wrong")} />
  );
}
