import { json, redirect } from "@remix-run/node";
import {
  astrologerListMessages,
  astrologerListSearch,
  canonicalListRedirect,
  LIST_PATHS,
  parseAstrologerListQuery,
  unavailableListPage,
  type AstrologerListKind,
} from "~/domain/astrologer-list";
import { NO_STORE, publicCache } from "~/domain/http-cache";
import { logger } from "~/infra/logger.server";
import { getAstrologerListPage } from "./astrologers.server";

/** The loader of both list pages (/call-with-astrologer and /chat-with-astrologer). */
export async function loadAstrologerListPage(kind: AstrologerListKind, request: Request) {
  const path = LIST_PATHS[kind];
  const url = new URL(request.url);
  // The filter form sends empty and default fields: answer with the one short, shareable address.
  const canonical = canonicalListRedirect(url.searchParams);
  if (canonical !== null) throw redirect(path + canonical, { headers: { "Cache-Control": publicCache(3600, 86400) } });
  const query = parseAstrologerListQuery(url.searchParams);
  try {
    const page = await getAstrologerListPage(kind, query);
    if (page.pageCount > 0 && query.page > page.pageCount) {
      throw redirect(path + astrologerListSearch({ ...query, page: page.pageCount }), {
        headers: { "Cache-Control": publicCache(60, 300) },
      });
    }
    return json({ query, ...page, error: null }, { headers: { "Cache-Control": publicCache(60, 300) } });
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error("astrologer list failed", { kind, error });
    return json(
      { query, ...unavailableListPage(), error: astrologerListMessages.error },
      { status: 503, headers: { "Cache-Control": NO_STORE } },
    );
  }
}
