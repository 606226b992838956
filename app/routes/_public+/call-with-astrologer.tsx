import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AstrologerList } from "~/components/AstrologerList";
import { Link } from "~/components/links";
import { LIST_PAGE_COPY, LIST_PATHS, listPageSeo, parseAstrologerListQuery } from "~/domain/astrologer-list";
import { NO_STORE } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { astrologerListAnswer } from "~/services/astrologer-list-page.server";

const KIND = "call";
const PATH = LIST_PATHS[KIND];

export async function loader({ request }: LoaderFunctionArgs) {
  const answer = await astrologerListAnswer(KIND, new URL(request.url).searchParams);
  if ("moveTo" in answer) throw redirect(answer.moveTo, { headers: { "Cache-Control": answer.cacheControl } });
  return json(answer.data, { status: answer.status, headers: { "Cache-Control": answer.cacheControl } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE,
});

export default function CallWithAstrologer() {
  const data = useLoaderData<typeof loader>();
  const copy = LIST_PAGE_COPY[KIND];
  return (
    <div className="container section astro-page">
      <h1>{copy.heading}</h1>
      <p className="lead">{copy.intro}</p>
      <Link to={PATH} className="astro-banner">
        <img src="/images/banners/call-banner.svg" width={1200} height={300} alt="Call an astrologer: your first 5 minutes are free" />
      </Link>
      <AstrologerList kind={KIND} {...data} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const query = data?.query ?? parseAstrologerListQuery(new URLSearchParams());
  return pageMeta(site, {
    ...listPageSeo(KIND, site.brand, query),
    keywords: "call astrologer, talk to astrologer, astrologer on call, astrology consultation, first call free",
    noindex: !data || data.error !== null,
  });
};
