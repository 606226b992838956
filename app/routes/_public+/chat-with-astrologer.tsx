import "~/components/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AstrologerListPage, listPageMeta } from "~/components/AstrologerList";
import { ASTROLOGER_LIST_PARAMS } from "~/domain/astrologer-list";
import { loaderCacheControl, NO_STORE } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import type { RouteHandle } from "~/domain/route-handle";
import { answerPage } from "~/infra/responses.server";
import { siteFromMatches } from "~/seo/meta-tags";
import { astrologerListAnswer } from "~/services/astrologer-list-page.server";

const KIND = "chat";

export const handle: RouteHandle = { cacheQuery: ASTROLOGER_LIST_PARAMS, i18n: "astrologers" };

export async function loader({ request }: LoaderFunctionArgs) {
  return answerPage(await astrologerListAnswer(KIND, new URL(request.url).searchParams, languageOfRequest(request)));
}

export const headers = loaderCacheControl(NO_STORE);

export default function ChatWithAstrologer() {
  const data = useLoaderData<typeof loader>();
  return <AstrologerListPage kind={KIND} {...data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => listPageMeta(KIND, siteFromMatches(matches), data);
