import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BlogCard } from "~/components/BlogCard";
import { useLocalePath } from "~/components/language";
import { Pagination } from "~/components/Pagination";
import { useTranslation } from "~/components/use-translation";
import { loaderCacheControl, NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { translator } from "~/locales/i18n";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { loader } from "./blogs._index.server";

export { loader } from "./blogs._index.server";

export const handle: RouteHandle = { cacheQuery: ["page"], i18n: "blog" };

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
