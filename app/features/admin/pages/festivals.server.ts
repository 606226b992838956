import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { festivalAdminPath, festivalFormId } from "~/domain/festival-admin";
import { parseRecordId } from "~/domain/record-id";
import { FIRST_CONTENT_YEAR, indiaYear, LAST_CONTENT_YEAR, parseContentYear } from "~/domain/yearly-horoscope";
import {
  acceptComputedYear,
  addComputedFestival,
  addFestival,
  computedMonthForAdmin,
  deleteFestival,
  festivalPictures,
  listFestivalsForAdmin,
  updateFestival,
} from "~/features/admin/festival-admin.server";
import { festivalFormValidator } from "~/forms/festival-admin";
import { FORM_ERROR } from "~/forms/validation";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { adminFestivals } from "~/locales/en/admin/festivals";
import { calendarMonth, currentIndiaMonth, parseMonthParam } from "~/seo/festival-calendar";

const messages = adminFestivals;

// The festival calendar's admin screen on the server. Two jobs post to it: the month's own
// festivals (add, update, delete) and the calendar the panchang computes (accept a year, add one).

const monthAddress = (year: number, monthIndex: number) => festivalAdminPath(year, calendarMonth(monthIndex).slug);

/** The month asked for; the current month in India when the address names none (or nonsense). */
function askedMonth(url: URL) {
  const now = new Date();
  const yearParam = url.searchParams.get("year")?.trim() ?? "";
  const asked = parseContentYear(yearParam);
  const month = parseMonthParam(url.searchParams.get("month") ?? undefined);
  return {
    year: asked ?? indiaYear(now),
    monthIndex: month.kind === "unknown" ? currentIndiaMonth(now).index : month.month.index,
    yearError: yearParam !== "" && asked === null ? messages.yearInvalid(FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR) : null,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { year, monthIndex, yearError } = askedMonth(new URL(request.url));
  const [festivals, pictures, computed] = await Promise.all([
    listFestivalsForAdmin(year, monthIndex),
    festivalPictures(),
    computedMonthForAdmin(year, monthIndex),
  ]);
  return json({ year, monthIndex, yearError, festivals, pictures, computed, currentYear: indiaYear(new Date()) });
}

type Post = { adminId: number; intent: string; form: FormData; year: number; monthIndex: number };

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { year, monthIndex } = askedMonth(new URL(request.url));
  const form = await readForm(request);
  const post: Post = { adminId: admin.id, intent: String(form.get("intent") ?? ""), form, year, monthIndex };
  if (post.intent === "accept-year" || post.intent === "add-computed") return computedCalendarPost(post);
  return festivalPost(post);
}

/** A refusal, as the answer to the form it names: one page holds many forms of the same fields. */
function refusal(form: FormData, formId: string, status: number, message: string) {
  return validationError({ fieldErrors: { [FORM_ERROR]: message }, formId }, Object.fromEntries(form), { status });
}

/** The computed calendar's buttons: take a whole computed year, or one computed festival. */
async function computedCalendarPost({ adminId, intent, form, year, monthIndex }: Post) {
  const refuse = (status: number, message: string) => refusal(form, "computed", status, message);
  try {
    if (intent === "accept-year") {
      const count = await acceptComputedYear(adminId, year);
      if (count === null) return refuse(409, messages.acceptRefused);
      return redirectWithFlash(monthAddress(year, monthIndex), { kind: "success", text: messages.acceptedYear(count, year) });
    }
    const name = await addComputedFestival(adminId, String(form.get("key") ?? ""), String(form.get("date") ?? ""));
    if (name === null) return refuse(404, messages.computedMissing);
    return redirectWithFlash(monthAddress(year, monthIndex), { kind: "success", text: messages.added(name) });
  } catch (error) {
    logger.error(`festivals: ${intent} failed`, { error });
    return refuse(failureStatus(error), intent === "accept-year" ? messages.acceptFailed : messages.addFailed);
  }
}

/** A festival's own forms: add one, or save or delete one of the month's. */
async function festivalPost({ adminId, intent, form, year, monthIndex }: Post) {
  const id = parseRecordId(form.get("id"));
  const formId = festivalFormId(intent, id);
  const refuse = (status: number, message: string) => refusal(form, formId, status, message);
  if (intent !== "add" && intent !== "update" && intent !== "delete") return refuse(400, "Unknown action.");
  try {
    const result = await festivalFormValidator(await festivalPictures()).validate(form);
    if (result.error) return validationError({ ...result.error, formId }, result.submittedData);
    if (result.data.deleting) {
      const removed = id ? await deleteFestival(adminId, id) : null;
      if (!removed) return refuse(404, messages.missing);
      return redirectWithFlash(monthAddress(year, monthIndex), { kind: "success", text: messages.deleted(removed.name) });
    }
    const festival = result.data.data;
    if (intent === "update" && !(id && (await updateFestival(adminId, id, festival)))) return refuse(404, messages.missing);
    if (intent === "add") await addFestival(adminId, festival);
    // Back to the month the festival is now in, where the administrator sees it.
    const to = monthAddress(Number(festival.date.slice(0, 4)), Number(festival.date.slice(5, 7)) - 1);
    return redirectWithFlash(to, {
      kind: "success",
      text: intent === "add" ? messages.added(festival.name) : messages.updated(festival.name),
    });
  } catch (error) {
    logger.error(`festivals: ${intent} failed`, { error });
    const failure = intent === "delete" ? messages.deleteFailed : intent === "add" ? messages.addFailed : messages.updateFailed;
    return refuse(failureStatus(error), failure);
  }
}
