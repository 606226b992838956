import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ASTROLOGER_LIST_PARAMS } from "~/domain/astrologer-list";
import { loaderCacheControl, NO_STORE } from "~/domain/http-cache";
import type { RouteHandle } from "~/domain/route-handle";
import { AstrologerListPage, listPageMeta } from "~/features/site/AstrologerList";
import { siteFromMatches } from "~/seo/meta-tags";

import type { loader } from "./chat-with-astrologer.server";

export { loader } from "./chat-with-astrologer.server";

const KIND = "chat";

export const handle: RouteHandle = { cacheQuery: ASTROLOGER_LIST_PARAMS, i18n: "astrologers" };

export const headers = loaderCacheControl(NO_STORE);

export default function ChatWithAstrologer() {
  const data = useLoaderData<typeof loader>();
  return <AstrologerListPage kind={KIND} {...data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => listPageMeta(KIND, siteFromMatches(matches), data);
