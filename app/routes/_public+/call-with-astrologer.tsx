import "~/components/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { AstrologerListPage, listPageMeta } from "~/components/AstrologerList";
import { useLocalePath } from "~/components/language";
import { ASTROLOGER_LIST_PARAMS, LIST_PATHS } from "~/domain/astrologer-list";
import { loaderCacheControl, NO_STORE } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import type { RouteHandle } from "~/domain/route-handle";
import { answerPage } from "~/infra/responses.server";
import { siteFromMatches } from "~/seo/meta-tags";
import { astrologerListAnswer } from "~/services/astrologer-list-page.server";

const KIND = "call";

export const handle: RouteHandle = { cacheQuery: ASTROLOGER_LIST_PARAMS, i18n: "astrologers" };

export async function loader({ request }: LoaderFunctionArgs) {
  return answerPage(await astrologerListAnswer(KIND, new URL(request.url).searchParams, languageOfRequest(request)));
}

export const headers = loaderCacheControl(NO_STORE);

export default function CallWithAstrologer() {
  const { t } = useTranslation(["astrologers"]);
  const to = useLocalePath();
  const data = useLoaderData<typeof loader>();
  const banner = (
    <Link to={to(LIST_PATHS[KIND])} className="astro-banner">
      <img src="/images/banners/call-banner.svg" width={1200} height={300} alt={t("astrologers:callBanner")} />
    </Link>
  );
  return <AstrologerListPage kind={KIND} banner={banner} {...data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => listPageMeta(KIND, siteFromMatches(matches), data);
