import "~/components/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { indiaToday } from "~/clock/india-clock";
import { BlogCard } from "~/components/BlogCard";
import { useLocalePath } from "~/components/language";
import { Pagination } from "~/components/Pagination";
import { BLOG_PAGE_SIZE } from "~/domain/blog";
import { loaderCacheControl, NO_STORE, publicCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { parsePageParam } from "~/domain/pagination";
import type { RouteHandle } from "~/domain/route-handle";
import { isDatabaseUnavailable } from "~/infra/database-errors.server";
import { translator } from "~/locales/i18n";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";
import { type BlogCard as BlogCardRow, listPublishedBlogs } from "~/services/blogs.server";

export const handle: RouteHandle = { cacheQuery: ["page"], i18n: "blog" };

export async function loader({ request }: LoaderFunctionArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw new Response("Not Found", { status: 404 });
  try {
    // Each edition lists the articles written in its language.
    const { items, pageCount } = await listPublishedBlogs(indiaToday(new Date()), page, BLOG_PAGE_SIZE, languageOfRequest(request));
    if (page > Math.max(1, pageCount)) throw new Response("Not Found", { status: 404 });
    return json({ blogs: items, page, pageCount, error: null }, { headers: { "Cache-Control": publicCache(300, 3600) } });
  } catch (error) {
    // A database out of reach is the site-wide 503 page, not this list's message.
    if (error instanceof Response || isDatabaseUnavailable(error)) throw error;
    // What failed, worded into the spec's message in the page's language.
    const message = error instanceof Error ? error.message : String(error);
    return json(
      { blogs: [] as BlogCardRow[], page, pageCount: 0, error: message },
      { status: 503, headers: { "Cache-Control": NO_STORE } },
    );
  }
}

export const headers = loaderCacheControl(NO_STORE);

export default function Blogs() {
  const { blogs, page, pageCount, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");
  const to = useLocalePath();
  return (
    <div className="container section">
      <h1>{t("list.title")}</h1>
      <p className="lead">{t("list.lead")}</p>
      {error !== null ? (
        <p className="notice notice-error" role="alert">
          {t("messages.failed", { message: error })}
        </p>
      ) : blogs.length === 0 ? (
        <p className="notice">{t("messages.empty")}</p>
      ) : (
        <ul className="blog-grid">
          {blogs.map((blog, index) => (
            <li key={blog.slug}>
              <BlogCard blog={blog} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        href={(n) => to(n === 1 ? "/blogs" : `/blogs?page=${n}`)}
        label={t("list.pagesLabel")}
        words={t("pagination", { returnObjects: true })}
      />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  const page = data?.page ?? 1;
  const paged = page > 1;
  return pageMeta(site, {
    title: t(paged ? "blog:list.metaTitlePaged" : "blog:list.metaTitle", { brand: site.brand, page }),
    description: t(paged ? "blog:list.metaDescriptionPaged" : "blog:list.metaDescription", { brand: site.brand, page }),
    keywords: t("blog:list.keywords"),
    path: paged ? `/blogs?page=${page}` : "/blogs",
    revisitAfter: "90 days",
  });
};
