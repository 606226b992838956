import {
  type AstrologerListKind,
  type AstrologerListPageData,
  type AstrologerListQuery,
  astrologerListSearch,
  canonicalListRedirect,
  LIST_PATHS,
  parseAstrologerListQuery,
  unavailableListPage,
} from "~/domain/astrologer-list";
import { NO_STORE, type PageAnswer, publicCache } from "~/domain/http-cache";
import { type Language, pathInLanguage } from "~/domain/language";
import { logger } from "~/infra/logger.server";

import { getAstrologerListPage } from "./astrologers.server";

/**
 * What the list pages (/call-with-astrologer and /chat-with-astrologer) answer to an address:
 * another address (the filter form's short one, or the last page), or the page's data with how
 * long it may be cached. A value: the route makes the response. The addresses are in the page's
 * edition; `error` says the list could not be read (the page words it in its language).
 */
export type AstrologerListAnswer = PageAnswer<AstrologerListPageData & { query: AstrologerListQuery; error: "unavailable" | null }>;

export async function astrologerListAnswer(
  kind: AstrologerListKind,
  search: URLSearchParams,
  language: Language,
): Promise<AstrologerListAnswer> {
  const path = pathInLanguage(LIST_PATHS[kind], language);
  // The filter form sends empty and default fields: answer with the one short, shareable address.
  const canonical = canonicalListRedirect(search);
  if (canonical !== null) return { moveTo: path + canonical, cacheControl: publicCache(3600, 86400) };
  const query = parseAstrologerListQuery(search);
  try {
    const page = await getAstrologerListPage(kind, query);
    if (page.pageCount > 0 && query.page > page.pageCount) {
      return { moveTo: path + astrologerListSearch({ ...query, page: page.pageCount }), cacheControl: publicCache(60, 300) };
    }
    return { data: { query, ...page, error: null }, status: 200, cacheControl: publicCache(60, 300) };
  } catch (error) {
    logger.error("astrologer list failed", { kind, error });
    return { data: { query, ...unavailableListPage(), error: "unavailable" }, status: 503, cacheControl: NO_STORE };
  }
}
