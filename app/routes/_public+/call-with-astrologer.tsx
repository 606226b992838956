import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { AstrologerListPage, listPageMeta } from "~/components/AstrologerList";
import { ASTROLOGER_LIST_PARAMS, LIST_PATHS } from "~/domain/astrologer-list";
import { loaderCacheControl, NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { siteFromMatches } from "~/domain/seo";
import { answerPage } from "~/infra/responses.server";
import { astrologerListAnswer } from "~/services/astrologer-list-page.server";

const KIND = "call";

export const handle: RouteHandle = { cacheQuery: ASTROLOGER_LIST_PARAMS };

export async function loader({ request }: LoaderFunctionArgs) {
  return answerPage(await astrologerListAnswer(KIND, new URL(request.url).searchParams));
}

export const headers = loaderCacheControl(NO_STORE);

export default function CallWithAstrologer() {
  const data = useLoaderData<typeof loader>();
  const banner = (
    <Link to={LIST_PATHS[KIND]} className="astro-banner">
      <img src="/images/banners/call-banner.svg" width={1200} height={300} alt="Call an astrologer: your first 5 minutes are free" />
    </Link>
  );
  return <AstrologerListPage kind={KIND} banner={banner} {...data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  listPageMeta(
    KIND,
    siteFromMatches(matches),
    data,
    "call astrologer, talk to astrologer, astrologer on call, astrology consultation, first call free",
  );
