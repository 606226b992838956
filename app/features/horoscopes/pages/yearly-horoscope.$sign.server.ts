import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";

import { signFromSlug, signFromYearlySlug } from "~/domain/horoscope";
import { untilIndiaNewYearCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { yearlyPage, yearlyYearShown } from "~/services/yearly-horoscopes.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const slug = params.sign ?? "";
  const sign = signFromYearlySlug(slug);
  if (!sign) {
    // 'taurus' (and any letter case) lead to the site's own spelling of the page.
    const alias = signFromSlug(slug);
    if (alias) throw redirect(pathInLanguage(`/yearly-horoscope/${alias.yearlySlug}`, language), 301);
    throw json(null, { status: 404 });
  }
  if (slug !== sign.yearlySlug) throw redirect(pathInLanguage(`/yearly-horoscope/${sign.yearlySlug}`, language), 301);
  const now = new Date();
  const year = await yearlyYearShown(now, language);
  const page = year === null ? null : await yearlyPage(year, sign, language);
  if (!page) throw json(null, { status: 404 });
  return json({ ...page, dated: false }, { headers: { "Cache-Control": untilIndiaNewYearCache(now, 3600) } });
}
