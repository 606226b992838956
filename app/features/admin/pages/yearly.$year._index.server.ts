import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";

import { languageOfQuery } from "~/domain/content-language";
import { formatIndiaDate } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import { yearlyAdminPath } from "~/domain/yearly-admin";
import { parseContentYear } from "~/domain/yearly-horoscope";
import { deleteYearlyYear, getYearlyYear, publishYearlyYear, unpublishYearlyYear } from "~/features/admin/yearly-admin.server";
import { yearlyEditionName } from "~/forms/yearly-admin";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { adminYearly } from "~/locales/en/admin/yearly";

const messages = adminYearly;

// One year of yearly horoscopes in one edition (?language=hi for the Hindi one): its twelve
// signs, and the publish step.
function target(request: Request, param: string | undefined): { year: number; language: Language } {
  const year = parseContentYear(param);
  const language = languageOfQuery(request.url);
  if (year === null || !language) throw new Response("Not Found", { status: 404 });
  return { year, language };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { year, language } = target(request, params.year);
  const found = await getYearlyYear(year, language);
  if (!found) throw new Response("Not Found", { status: 404 });
  return json({
    year: found.year,
    language,
    published: found.publishedAt === null ? null : formatIndiaDate(found.publishedAt),
    demo: found.demo,
    written: found.written,
    signs: found.signs.map((s) => ({
      name: s.sign.name,
      yearlySlug: s.sign.yearlySlug,
      written: s.written,
      demo: s.demo,
      updated: s.updatedAt ? formatIndiaDate(s.updatedAt) : null,
    })),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { year, language } = target(request, params.year);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const here = yearlyAdminPath(language, year);
  const name = yearlyEditionName(year, language);
  const refuse = (status: number, formError: string) => json({ formError }, { status });
  try {
    switch (intent) {
      case "publish": {
        const outcome = await publishYearlyYear(admin.id, year, language);
        if (outcome.kind === "missing") return refuse(404, messages.noSuchYear);
        if (outcome.kind === "incomplete") return refuse(409, messages.incomplete(name, outcome.written));
        return redirectWithFlash(here, { kind: "success", text: messages.published(name) });
      }
      case "unpublish": {
        if (!(await unpublishYearlyYear(admin.id, year, language))) return refuse(404, messages.noSuchYear);
        return redirectWithFlash(here, { kind: "success", text: messages.unpublished(name) });
      }
      case "delete": {
        const outcome = await deleteYearlyYear(admin.id, year, language);
        if (outcome === "missing") return refuse(404, messages.noSuchYear);
        if (outcome === "published") return refuse(409, messages.deletePublished);
        return redirectWithFlash(yearlyAdminPath(language), { kind: "success", text: messages.deleted(name) });
      }
      default:
        return refuse(400, "Unknown action.");
    }
  } catch (error) {
    logger.error("yearly: year action failed", { error, intent });
    return refuse(failureStatus(error), messages.saveFailed);
  }
}
