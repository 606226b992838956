import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { languageOfQuery } from "~/domain/content-language";
import { type Sign, signFromSlug } from "~/domain/horoscope";
import type { Language } from "~/domain/language";
import { sectionsToValues, yearlyAdminPath } from "~/domain/yearly-admin";
import { parseContentYear } from "~/domain/yearly-horoscope";
import { getYearlyYear, saveYearlySign } from "~/features/admin/yearly-admin.server";
import { FORM_ERROR } from "~/forms/validation";
import { yearlyEditionName, yearlySignValidator } from "~/forms/yearly-admin";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { adminYearly } from "~/locales/en/admin/yearly";
import { storedYearlySections } from "~/services/yearly-horoscopes.server";

const messages = adminYearly;

// One sign's text for one year of one edition (?language=hi for the Hindi one): a plain form, a
// preview of the page as visitors will see it, in its edition's language (nothing saved), and Save.
function target(request: Request, params: { year?: string; sign?: string }): { year: number; sign: Sign; language: Language } {
  const year = parseContentYear(params.year);
  const sign = signFromSlug(params.sign ?? "");
  const language = languageOfQuery(request.url);
  if (year === null || !sign || !language) throw new Response("Not Found", { status: 404 });
  if (params.sign !== sign.yearlySlug) throw redirect(yearlyAdminPath(language, year, sign.yearlySlug));
  return { year, sign, language };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { year, sign, language } = target(request, params);
  const [found, sections] = await Promise.all([getYearlyYear(year, language), storedYearlySections(year, sign, language)]);
  if (!found) throw new Response("Not Found", { status: 404 });
  return json({
    year,
    language,
    sign: { name: sign.name, slug: sign.slug, yearlySlug: sign.yearlySlug },
    published: found.publishedAt !== null,
    demo: found.signs.find((s) => s.sign === sign)?.demo ?? false,
    values: sections ? sectionsToValues(sections) : {},
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { year, sign, language } = target(request, params);
  const form = await readForm(request);
  const intent = form.get("intent") === "preview" ? "preview" : "save";
  const checked = await yearlySignValidator.validate(form);
  if (checked.error) {
    const fieldErrors =
      intent === "preview" ? { ...checked.error.fieldErrors, [FORM_ERROR]: messages.previewFixFields } : checked.error.fieldErrors;
    return validationError({ fieldErrors }, checked.submittedData);
  }
  const refuse = (status: number, message: string) =>
    validationError({ fieldErrors: { [FORM_ERROR]: message } }, checked.submittedData, { status });
  // A preview is the page as it would be, shown above the form as typed; nothing is saved.
  if (intent === "preview") return json({ preview: checked.data, repopulateFields: checked.submittedData });
  try {
    const saved = await saveYearlySign(admin.id, year, sign, checked.data, language);
    if (!saved) return refuse(404, messages.noSuchYear);
    const name = yearlyEditionName(year, language);
    const text = saved.published ? messages.savedLive(sign.name, name) : messages.saved(sign.name, name);
    return redirectWithFlash(yearlyAdminPath(language, year), { kind: "success", text });
  } catch (error) {
    logger.error("yearly: saving a sign failed", { error });
    return refuse(failureStatus(error), messages.saveFailed);
  }
}
