import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";

import { signFromSlug } from "~/domain/horoscope";
import { publicCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { parseContentYear, yearlyPath } from "~/domain/yearly-horoscope";
import { yearlyPage } from "~/services/yearly-horoscopes.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const year = parseContentYear(params.year);
  const sign = signFromSlug(params.sign ?? "");
  if (year === null || !sign) throw json(null, { status: 404 });
  // 'taurus' and other spellings lead to the site's own, as on the undated page.
  if (params.sign !== sign.yearlySlug) throw redirect(pathInLanguage(yearlyPath(year, sign.yearlySlug), language), 301);
  const page = await yearlyPage(year, sign, language);
  if (!page) throw json(null, { status: 404 });
  return json({ ...page, dated: true }, { headers: { "Cache-Control": publicCache(3600, 86400) } });
}
