import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { blogPath } from "~/domain/blog";
import { publicCache } from "~/domain/http-cache";
import { LANGUAGE_TAGS, languageOfRequest, pathInLanguage } from "~/domain/language";
import { env } from "~/infra/env.server";
import { translator } from "~/locales/i18n";
import { getPublishedBlog } from "~/services/blogs.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const blog = await getPublishedBlog(params.slug ?? "", indiaToday(new Date()));
  if (!blog) throw json({ message: translator(language)("blog:messages.notFound") }, { status: 404 });
  if (blog.language !== language) throw redirect(pathInLanguage(blogPath(blog.slug), blog.language), 301);
  const origin = env().PUBLIC_ORIGIN;
  const structuredData = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: blog.mainHeading,
    datePublished: blog.scheduleDate,
    author: { "@type": "Person", name: blog.author },
    ...(blog.mainImageUrl ? { image: new URL(blog.mainImageUrl, origin).href } : {}),
    inLanguage: LANGUAGE_TAGS[language],
    mainEntityOfPage: new URL(pathInLanguage(blogPath(blog.slug), language), origin).href,
  };
  return json({ blog, structuredData }, { headers: { "Cache-Control": publicCache(600, 86400) } });
}
