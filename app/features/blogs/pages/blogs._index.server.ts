import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { BLOG_PAGE_SIZE } from "~/domain/blog";
import { NO_STORE, publicCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { parsePageParam } from "~/domain/pagination";
import { isDatabaseUnavailable } from "~/infra/database-errors.server";
import { type BlogCard as BlogCardRow, listPublishedBlogs } from "~/services/blogs.server";

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
