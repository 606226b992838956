import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BlogCard } from "~/components/BlogCard";
import { Pagination } from "~/components/Pagination";
import { blogMessages } from "~/domain/blog";
import { loaderCacheControl, NO_STORE, publicCache } from "~/domain/http-cache";
import { indiaToday } from "~/domain/india-date";
import { parsePageParam } from "~/domain/pagination";
import type { RouteHandle } from "~/domain/route-handle";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { isDatabaseUnavailable } from "~/infra/database-errors.server";
import { type BlogCard as BlogCardRow, listPublishedBlogs } from "~/services/blogs.server";

export const handle: RouteHandle = { cacheQuery: ["page"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw new Response("Not Found", { status: 404 });
  try {
    const { items, pageCount } = await listPublishedBlogs(indiaToday(new Date()), page);
    if (page > Math.max(1, pageCount)) throw new Response("Not Found", { status: 404 });
    return json({ blogs: items, page, pageCount, error: null }, { headers: { "Cache-Control": publicCache(300, 3600) } });
  } catch (error) {
    // A database out of reach is the site-wide 503 page, not this list's message.
    if (error instanceof Response || isDatabaseUnavailable(error)) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return json(
      { blogs: [] as BlogCardRow[], page, pageCount: 0, error: blogMessages.failed(message) },
      { status: 503, headers: { "Cache-Control": NO_STORE } },
    );
  }
}

export const headers = loaderCacheControl(NO_STORE);

export default function Blogs() {
  const { blogs, page, pageCount, error } = useLoaderData<typeof loader>();
  return (
    <div className="container section">
      <h1>Astrology Blogs</h1>
      <p className="lead">Articles on Vedic astrology, festivals, remedies and everyday guidance from our experts.</p>
      {error ? (
        <p className="notice notice-error" role="alert">
          {error}
        </p>
      ) : blogs.length === 0 ? (
        <p className="notice">{blogMessages.empty}</p>
      ) : (
        <ul className="blog-grid">
          {blogs.map((blog, index) => (
            <li key={blog.slug}>
              <BlogCard blog={blog} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} href={(n) => (n === 1 ? "/blogs" : `/blogs?page=${n}`)} label="Blog pages" />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const page = data?.page ?? 1;
  return pageMeta(site, {
    title: `${site.brand} - Astrology Blogs${page > 1 ? ` (page ${page})` : ""}`,
    description: `Read astrology articles on Vedic remedies, planetary transits, festivals and numerology from ${site.brand}'s experts${page > 1 ? `, page ${page}` : ""}.`,
    keywords: "astrology blog, vedic astrology, horoscope articles, remedies, festivals",
    path: page > 1 ? `/blogs?page=${page}` : "/blogs",
    revisitAfter: "90 days",
  });
};
