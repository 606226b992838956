import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { JsonLd } from "~/components/JsonLd";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { blogPath, formatBlogDate } from "~/domain/blog";
import { blogImageAttributes, blogShareImage, isResizableBlogImage } from "~/domain/blog-images";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { translator } from "~/locales/i18n";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { loader } from "./blogs.$slug.server";

export { loader } from "./blogs.$slug.server";

// An article is written in one language and lives in that edition only: the language switch
// leads to the other edition's list of articles.
export const handle: RouteHandle = { i18n: "blog", twin: () => "/blogs" };

export const headers = loaderCacheControl(publicCache(300));

export default function BlogArticle() {
  const { blog, structuredData } = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  const language = useLanguage();
  const to = useLocalePath();
  return (
    <article className="container section blog-article">
      <p className="eyebrow">
        <Link to={to("/blogs")}>{t("article.allBlogs")}</Link>
      </p>
      <h1>{blog.mainHeading}</h1>
      <p className="blog-card-meta">
        {t("article.byline", { author: blog.author })} ·{" "}
        <time dateTime={blog.scheduleDate}>{formatBlogDate(blog.scheduleDate, language, t("messages.invalidDate"))}</time>
      </p>
      {blog.mainImageUrl ? (
        <img className="blog-hero" {...blogImageAttributes(blog.mainImageUrl, blog.mainImageSize, "article")} alt="" decoding="async" />
      ) : null}
      {blog.html.trim() ? (
        // Sanitised on the server with an allow-list (services/html-sanitizer.server.ts).
        <div className="article-body" dangerouslySetInnerHTML={{ __html: blog.html }} />
      ) : (
        <p className="notice">{t("messages.contentMissing")}</p>
      )}
      <JsonLd data={structuredData} />
      <p>
        <Link to={to("/blogs")}>{t("article.backToAll")}</Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) {
    return [
      { title: translator(site.language)("blog:article.metaNotFound", { brand: site.brand }) },
      { name: "robots", content: "noindex" },
    ];
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
    noTwin: true,
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
  const { t } = useTranslation("blog");
  const to = useLocalePath();
  const page = (title: string) => (
    <div className="container error-page">
      <h1>{title}</h1>
      <p>
        <Link to={to("/blogs")} className="button">
          {t("article.browseAll")}
        </Link>
      </p>
    </div>
  );
  return <GeneralErrorBoundary statusHandlers={{ 404: () => page(t("messages.notFound")) }} otherwise={() => page(t("article.failed"))} />;
}
