import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AstrologerList } from "~/components/AstrologerList";
import { LIST_PAGE_COPY, listPageSeo, parseAstrologerListQuery } from "~/domain/astrologer-list";
import { NO_STORE } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { astrologerListAnswer } from "~/services/astrologer-list-page.server";

const KIND = "chat";

export async function loader({ request }: LoaderFunctionArgs) {
  const answer = await astrologerListAnswer(KIND, new URL(request.url).searchParams);
  if ("moveTo" in answer) throw redirect(answer.moveTo, { headers: { "Cache-Control": answer.cacheControl } });
  return json(answer.data, { status: answer.status, headers: { "Cache-Control": answer.cacheControl } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE,
});

export default function ChatWithAstrologer() {
  const data = useLoaderData<typeof loader>();
  const copy = LIST_PAGE_COPY[KIND];
  return (
    <div className="container section astro-page">
      <h1>{copy.heading}</h1>
      <p className="lead">{copy.intro}</p>
      <AstrologerList kind={KIND} {...data} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const query = data?.query ?? parseAstrologerListQuery(new URLSearchParams());
  return pageMeta(site, {
    ...listPageSeo(KIND, site.brand, query),
    keywords: "chat with astrologer, astrologer chat online, online astrology consultation, first chat free",
    noindex: !data || data.error !== null,
  });
};
