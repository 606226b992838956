import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { BlogCarousel } from "~/components/BlogCarousel";
import { DailyHoroscopeWidget, SignIcons } from "~/components/DailyHoroscopeWidget";
import { JsonLd } from "~/components/JsonLd";
import { loaderCacheControl, NO_STORE, untilIndiaMidnightCache } from "~/domain/http-cache";
import { indiaToday } from "~/domain/india-date";
import { languageOfRequest } from "~/domain/language";
import { pageMeta, siteFromMatches, siteStructuredData } from "~/domain/seo";
import { socialLinksFrom } from "~/domain/site";
import { env } from "~/infra/env.server";
import type { loader as rootLoader } from "~/root";
import { type BlogCard, listPublishedBlogs } from "~/services/blogs.server";
import { getFeaturedDailyHoroscope } from "~/services/horoscopes.server";

const CAROUSEL_BLOGS = 9;

export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const [daily, blogs] = await Promise.all([
    getFeaturedDailyHoroscope(now),
    listPublishedBlogs(indiaToday(now), 1, CAROUSEL_BLOGS).catch(() => ({ items: [] as BlogCard[] })),
  ]);
  const config = env();
  const site = {
    origin: config.PUBLIC_ORIGIN,
    brand: config.BRAND_NAME,
    legalName: config.LEGAL_NAME,
    language: languageOfRequest(request),
  };
  return json(
    {
      daily,
      blogs: blogs.items,
      promoVideoUrl: config.PROMO_VIDEO_URL ?? null,
      structuredData: siteStructuredData(site, socialLinksFrom(config)),
    },
    { headers: { "Cache-Control": untilIndiaMidnightCache(now) } },
  );
}

export const headers = loaderCacheControl(NO_STORE);

export default function Home() {
  const { daily, blogs, promoVideoUrl, structuredData } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const brand = root?.site.brand ?? "Grahavani";
  return (
    <>
      <section className="hero">
        <div className="container hero-grid">
          <div>
            <h1>Talk to India's trusted astrologers</h1>
            <p>Free daily horoscopes, festival dates and guidance from verified experts. Your first 5 minutes are free.</p>
            <p className="hero-actions">
              <Link className="button button-accent" to="/call-with-astrologer">
                Call with Astrologer
              </Link>
              <Link className="button button-light" to="/chat-with-astrologer">
                Chat with Astrologer
              </Link>
            </p>
          </div>
          {promoVideoUrl ? (
            // preload="none": a phone downloads the video only when its owner presses play. The
            // operator configures the video by address (PROMO_VIDEO_URL) and no caption file comes with it.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video className="hero-media" controls preload="none" poster="/images/home/hero-poster.svg" width={640} height={360}>
              <source src={promoVideoUrl} />
            </video>
          ) : (
            <img className="hero-media" src="/images/home/hero-poster.svg" alt="" width={640} height={360} />
          )}
        </div>
      </section>

      <section className="container section" aria-labelledby="free-daily">
        <h2 id="free-daily">Free daily horoscope</h2>
        <SignIcons />
      </section>

      <section className="container">
        <div className="banner banner-app">
          <div>
            <h2>Get the {brand} app</h2>
            <p>Chat or call verified astrologers from your phone, with a prepaid wallet and secure payments.</p>
          </div>
          <a className="button button-accent" href={root?.appStoreUrl ?? "/app-download"} rel="noopener">
            Download the app
          </a>
        </div>
      </section>

      <section className="container section" aria-labelledby="latest-blogs">
        <h2 id="latest-blogs">Latest from our blog</h2>
        <BlogCarousel blogs={blogs} />
        <p>
          <Link to="/blogs">See all blogs</Link>
        </p>
      </section>

      <section className="container">
        <div className="banner banner-chat">
          <div>
            <h2>Have a question on your mind?</h2>
            <p>Chat with an astrologer now: the first 5 minutes are free, then from ₹10 a minute.</p>
          </div>
          <Link className="button" to="/chat-with-astrologer">
            Chat with Astrologer
          </Link>
        </div>
      </section>

      <div className="container section">
        <DailyHoroscopeWidget data={daily} />
      </div>
      <JsonLd data={structuredData} />
    </>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - Free Daily Horoscope, Festival Calendar and Astrologers Online`,
    description:
      "Read your free daily and yearly horoscope, India's festival calendar and astrology articles, and consult verified astrologers by chat or call.",
    keywords: "astrology, daily horoscope, kundli, astrologer online, festival calendar",
    path: "/",
  });
};
