import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { languageOfQuery } from "~/domain/content-language";
import { formatIndiaDate } from "~/domain/india-date";
import { yearlyAdminPath } from "~/domain/yearly-admin";
import { indiaYear } from "~/domain/yearly-horoscope";
import { listYearlyYears, startYearlyYear } from "~/features/admin/yearly-admin.server";
import { FORM_ERROR } from "~/forms/validation";
import { yearlyEditionName, yearlyYearValidator } from "~/forms/yearly-admin";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { adminYearly } from "~/locales/en/admin/yearly";

const messages = adminYearly;

// Yearly horoscopes, the list of years of one edition (?language=hi for the Hindi one): each
// year's state, and a form to start one.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const language = languageOfQuery(request.url);
  if (!language) throw new Response("Not Found", { status: 404 });
  const years = await listYearlyYears(language);
  const latest = years.reduce((max, y) => Math.max(max, y.year), indiaYear(new Date()));
  return json({
    language,
    years: years.map((y) => ({
      year: y.year,
      written: y.written,
      demo: y.demo,
      published: y.publishedAt === null ? null : formatIndiaDate(y.publishedAt),
    })),
    suggestion: String(latest + 1),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const checked = await yearlyYearValidator.validate(form);
  if (checked.error) return validationError(checked.error, checked.submittedData);
  const { year, language } = checked.data;
  try {
    const outcome = await startYearlyYear(admin.id, year, language);
    const name = yearlyEditionName(year, language);
    return redirectWithFlash(yearlyAdminPath(language, year), {
      kind: outcome === "started" ? "success" : "info",
      text: outcome === "started" ? messages.yearStarted(name) : messages.yearExists(name),
    });
  } catch (error) {
    logger.error("yearly: starting a year failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: messages.saveFailed } }, checked.submittedData, { status: failureStatus(error) });
  }
}
