import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { ASTROLOGER_LIST_PARAMS, LIST_PATHS } from "~/domain/astrologer-list";
import { loaderCacheControl, NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { AstrologerListPage, listPageMeta } from "~/features/site/AstrologerList";
import { siteFromMatches } from "~/seo/meta-tags";

import type { loader } from "./call-with-astrologer.server";

export { loader } from "./call-with-astrologer.server";

const KIND = "call";

export const handle: RouteHandle = { cacheQuery: ASTROLOGER_LIST_PARAMS, i18n: "astrologers" };

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
