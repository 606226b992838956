import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { useMemo } from "react";
import { ValidatedForm, validationError } from "remix-validated-form";

import { ErrorSummary, fieldValues, type Option, SelectField, TextareaField, TextField } from "~/components/form-fields";
import {
  FESTIVAL_FIELD_LABELS as LABELS,
  FESTIVAL_LIMITS as LIMITS,
  festivalAdminMessages as messages,
  festivalFormId,
  festivalFormValidator,
  type FestivalFormValues,
  festivalFormValues,
} from "~/domain/festival-admin";
import {
  CALENDAR_MONTHS,
  calendarMonth,
  currentIndiaMonth,
  festivalMonthPath,
  formatFestivalDates,
  parseMonthParam,
} from "~/domain/festival-calendar";
import { FORM_ERROR } from "~/domain/forms";
import { parseRecordId } from "~/domain/record-id";
import { indiaYear, parseContentYear } from "~/domain/yearly-horoscope";

import {
  acceptComputedYear,
  addComputedFestival,
  addFestival,
  computedMonthForAdmin,
  deleteFestival,
  failureStatus,
  festivalPictures,
  json,
  listFestivalsForAdmin,
  logger,
  readForm,
  redirectWithFlash,
  requireAdmin,
  updateFestival,
} from "./festivals.server";

// The festival calendar's admin screen: one month at a time (?year=2027&month=october),
// each festival an edit form, and a form to add one. Plain posts, as everywhere in the admin area.
const PATH = "/admin/festivals";

function monthAddress(year: number, monthIndex: number) {
  return `${PATH}?year=${year}&month=${calendarMonth(monthIndex).slug}`;
}

/** The month asked for; the current month in India when the address names none (or nonsense). */
function askedMonth(url: URL) {
  const now = new Date();
  const yearParam = url.searchParams.get("year")?.trim() ?? "";
  const asked = parseContentYear(yearParam);
  const month = parseMonthParam(url.searchParams.get("month") ?? undefined);
  return {
    year: asked ?? indiaYear(now),
    monthIndex: month.kind === "unknown" ? currentIndiaMonth(now).index : month.month.index,
    yearError: yearParam !== "" && asked === null ? messages.yearInvalid : null,
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

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const { year, monthIndex } = askedMonth(new URL(request.url));
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = parseRecordId(form.get("id"));
  // The answer names the form it is for: one page holds many forms of the same fields.
  const computedIntent = intent === "accept-year" || intent === "add-computed";
  const formId = computedIntent ? "computed" : festivalFormId(intent, id);
  const refuse = (status: number, message: string) =>
    validationError({ fieldErrors: { [FORM_ERROR]: message }, formId }, Object.fromEntries(form), { status });
  if (computedIntent) {
    try {
      if (intent === "accept-year") {
        const count = await acceptComputedYear(admin.id, year);
        if (count === null) return refuse(409, messages.acceptRefused);
        return redirectWithFlash(monthAddress(year, monthIndex), { kind: "success", text: messages.acceptedYear(count, year) });
      }
      const name = await addComputedFestival(admin.id, String(form.get("key") ?? ""), String(form.get("date") ?? ""));
      if (name === null) return refuse(404, messages.computedMissing);
      return redirectWithFlash(monthAddress(year, monthIndex), { kind: "success", text: messages.added(name) });
    } catch (error) {
      logger.error(`festivals: ${intent} failed`, { error });
      return refuse(failureStatus(error), intent === "accept-year" ? messages.acceptFailed : messages.addFailed);
    }
  }
  if (intent !== "add" && intent !== "update" && intent !== "delete") return refuse(400, "Unknown action.");
  try {
    const result = await festivalFormValidator(await festivalPictures()).validate(form);
    if (result.error) return validationError({ ...result.error, formId }, result.submittedData);
    if (result.data.deleting) {
      const removed = id ? await deleteFestival(admin.id, id) : null;
      if (!removed) return refuse(404, messages.missing);
      return redirectWithFlash(monthAddress(year, monthIndex), { kind: "success", text: messages.deleted(removed.name) });
    }
    const festival = result.data.data;
    if (intent === "update" && !(id && (await updateFestival(admin.id, id, festival)))) return refuse(404, messages.missing);
    if (intent === "add") await addFestival(admin.id, festival);
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

export default function FestivalAdmin() {
  const { year, monthIndex, yearError, festivals, pictures, computed, currentYear } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const pendingIntent = busy ? String(navigation.formData?.get("intent") ?? "") : null;
  const pendingId = busy ? Number(navigation.formData?.get("id")) || null : null;
  // The answer to a post, for the form it names.
  const answerFor = (formId: string) => (data?.formId === formId ? data : null);
  const month = calendarMonth(monthIndex);
  const validator = useMemo(() => festivalFormValidator(pictures), [pictures]);
  const addId = festivalFormId("add", null);
  const pictureOptions: Option[] = pictures.map((picture) => ({ value: picture, label: pictureLabel(picture) }));
  const here = monthAddress(year, monthIndex);

  return (
    <div className="container section admin-page">
      <h1>Festivals</h1>
      <p>
        {month.name} {year} on the site:{" "}
        <Link to={festivalMonthPath(year, monthIndex, year !== currentYear)}>
          {festivalMonthPath(year, monthIndex, year !== currentYear)}
        </Link>
      </p>

      {yearError ? (
        <p className="notice notice-warning" role="alert">
          {yearError}
        </p>
      ) : null}
      {/* A plain GET form: the month to show, with or without JavaScript. */}
      <Form method="get" action={PATH} className="inline-form" aria-label="Choose a month">
        <label>
          Year <input name="year" defaultValue={year} inputMode="numeric" maxLength={4} size={5} />
        </label>
        <label>
          Month{" "}
          <select name="month" defaultValue={month.slug}>
            {CALENDAR_MONTHS.map((m) => (
              <option key={m.slug} value={m.slug}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button-small button-light">
          Show
        </button>
      </Form>
      <nav aria-label={`Months of ${year}`}>
        <ol className="month-strip">
          {CALENDAR_MONTHS.map((m) => (
            <li key={m.slug}>
              <Link
                to={monthAddress(year, m.index)}
                className={m.index === monthIndex ? "chip chip-active" : "chip"}
                aria-current={m.index === monthIndex ? "page" : undefined}
              >
                {m.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      <section aria-labelledby="festival-list-title" className="admin-panel">
        <h2 id="festival-list-title">
          {month.name} {year}
        </h2>
        {festivals.length === 0 ? (
          <p className="notice">
            No festivals are listed for {month.name} {year}.
          </p>
        ) : null}
        <ol className="faq-admin-list">
          {festivals.map((festival) => {
            const formId = festivalFormId("update", festival.id);
            const answer = answerFor(formId);
            const prefix = `${formId}-`;
            return (
              <li key={festival.id}>
                <details open={answer ? true : undefined} className="faq-admin-item">
                  <summary>
                    <span>
                      {festival.name}: {formatFestivalDates(festival.date, festival.endDate)}
                      {" · "}
                      {festival.nameHi ? (
                        <>
                          Hindi: <span lang="hi">{festival.nameHi}</span>
                        </>
                      ) : (
                        "no Hindi name"
                      )}
                    </span>{" "}
                    <span className="summary-action">Edit</span>
                  </summary>
                  <ValidatedForm
                    id={formId}
                    action={here}
                    validator={validator}
                    method="post"
                    noValidate
                    defaultValues={fieldValues(
                      (answer?.repopulateFields as Partial<FestivalFormValues> | undefined) ?? festivalFormValues(festival),
                    )}
                    className="stack"
                    aria-label={`Edit ${festival.name}`}
                  >
                    <input type="hidden" name="id" value={festival.id} />
                    <ErrorSummary labels={LABELS} message={messages.fixFields} idPrefix={prefix} />
                    <FestivalFields prefix={prefix} pictures={pictureOptions} />
                    <div className="button-row">
                      <button type="submit" name="intent" value="update" className="button button-small" disabled={busy}>
                        {pendingIntent === "update" && pendingId === festival.id ? "Saving..." : "Save changes"}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="button button-small button-danger"
                        disabled={busy}
                        formNoValidate
                      >
                        {pendingIntent === "delete" && pendingId === festival.id ? "Deleting..." : "Delete"}
                      </button>
                    </div>
                  </ValidatedForm>
                </details>
              </li>
            );
          })}
        </ol>
      </section>

      <ComputedCalendar {...computed} year={year} monthName={month.name} here={here} busy={busy} answer={answerFor("computed")} />

      <section aria-labelledby="festival-add-title" className="admin-panel">
        <h2 id="festival-add-title">Add a festival</h2>
        <ValidatedForm
          key={`add-${festivals.length}-${year}-${monthIndex}`}
          id={addId}
          action={here}
          validator={validator}
          method="post"
          noValidate
          defaultValues={fieldValues(
            (answerFor(addId)?.repopulateFields as Partial<FestivalFormValues> | undefined) ?? { image: pictures[0] ?? "" },
          )}
          className="stack admin-form"
          aria-labelledby="festival-add-title"
        >
          <ErrorSummary labels={LABELS} message={messages.fixFields} idPrefix="new-" />
          <FestivalFields prefix="new-" pictures={pictureOptions} />
          <button type="submit" name="intent" value="add" className="button" disabled={busy}>
            {pendingIntent === "add" ? "Adding..." : "Add festival"}
          </button>
        </ValidatedForm>
      </section>
    </div>
  );
}

type ComputedProps = {
  proposals: Array<{ key: string; name: string; date: string; endDate: string | null; writtenDates: string[] }>;
  yearWritten: boolean;
  year: number;
  monthName: string;
  here: string;
  busy: boolean;
  answer: { fieldErrors?: Record<string, string> } | null;
};

/**
 * The calendar the panchang's rules compute for the month: beside each festival, where the
 * year's own calendar has it; one not there can be added as computed. A year with no festival of
 * its own can take the whole computed calendar, to edit from there.
 */
function ComputedCalendar({ proposals, yearWritten, year, monthName, here, busy, answer }: ComputedProps) {
  const refused = answer?.fieldErrors?.[FORM_ERROR];
  return (
    <section aria-labelledby="festival-computed-title" className="admin-panel">
      <h2 id="festival-computed-title">
        Computed from the panchang: {monthName} {year}
      </h2>
      {refused ? (
        <p className="notice notice-warning" role="alert">
          {refused}
        </p>
      ) : null}
      {!yearWritten ? (
        <Form method="post" action={here} className="stack">
          <p>
            No festival of {year} is written yet: the public calendar shows the computed one, labelled as computed. Accept it to make it the
            site&apos;s own, then edit, delete or add festivals as for any year.
          </p>
          <button type="submit" name="intent" value="accept-year" className="button" disabled={busy}>
            Accept the computed calendar of {year}
          </button>
        </Form>
      ) : null}
      {proposals.length === 0 ? (
        <p className="notice">
          The rules compute no festival for {monthName} {year}.
        </p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Festival</th>
              <th scope="col">Computed date</th>
              <th scope="col">In this year&apos;s calendar</th>
            </tr>
          </thead>
          <tbody>
            {proposals.map((proposal) => (
              <tr key={`${proposal.key}-${proposal.date}`}>
                <td>{proposal.name}</td>
                <td>{formatFestivalDates(proposal.date, proposal.endDate ?? undefined)}</td>
                <td>
                  {proposal.writtenDates.includes(proposal.date) ? (
                    "Yes, on this date"
                  ) : proposal.writtenDates.length > 0 ? (
                    `On ${proposal.writtenDates.map((date) => formatFestivalDates(date)).join(", ")}`
                  ) : yearWritten ? (
                    <Form method="post" action={here}>
                      <input type="hidden" name="key" value={proposal.key} />
                      <input type="hidden" name="date" value={proposal.date} />
                      <button
                        type="submit"
                        name="intent"
                        value="add-computed"
                        className="button button-small button-light"
                        disabled={busy}
                        aria-label={`Add ${proposal.name} on ${formatFestivalDates(proposal.date)}`}
                      >
                        Add
                      </button>
                    </Form>
                  ) : (
                    "Not yet: the year is computed"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** '/images/festivals/bhai-dooj.svg' → 'bhai dooj'. */
function pictureLabel(picture: string): string {
  return picture
    .replace(/^.*\//, "")
    .replace(/\.svg$/, "")
    .replace(/-/g, " ");
}

/** A festival's fields; ids start with the form's prefix, as one page holds many such forms. */
function FestivalFields({ prefix, pictures }: { prefix: string; pictures: Option[] }) {
  return (
    <>
      <TextField id={`${prefix}name`} name="name" label={LABELS.name} maxLength={LIMITS.name} required />
      <TextField
        id={`${prefix}nameHi`}
        name="nameHi"
        label={LABELS.nameHi}
        maxLength={LIMITS.name}
        lang="hi"
        hint="Left empty, the Hindi calendar shows the English name."
      />
      <TextField id={`${prefix}date`} name="date" label={LABELS.date} type="date" required />
      <TextField id={`${prefix}endDate`} name="endDate" label={LABELS.endDate} type="date" hint="Only for a festival of several days." />
      <TextareaField
        id={`${prefix}description`}
        name="description"
        label={LABELS.description}
        maxLength={LIMITS.description}
        rows={3}
        required
      />
      <TextareaField
        id={`${prefix}descriptionHi`}
        name="descriptionHi"
        label={LABELS.descriptionHi}
        maxLength={LIMITS.description}
        rows={3}
        lang="hi"
        hint="Left empty, the Hindi calendar shows the English description."
      />
      <TextField
        id={`${prefix}regions`}
        name="regions"
        label={LABELS.regions}
        maxLength={LIMITS.regions}
        hint="Where it matters, e.g. Pan-India, Tamil Nadu."
      />
      <SelectField id={`${prefix}image`} name="image" label={LABELS.image} options={pictures} required />
      <TextField
        id={`${prefix}source`}
        name="source"
        label={LABELS.source}
        maxLength={LIMITS.source}
        hint="The published panchang or list the date comes from."
        required
      />
      <TextareaField
        id={`${prefix}dateNote`}
        name="dateNote"
        label={LABELS.dateNote}
        maxLength={LIMITS.dateNote}
        rows={2}
        hint="Shown on the card where sources or regions disagree."
      />
      <TextareaField
        id={`${prefix}dateNoteHi`}
        name="dateNoteHi"
        label={LABELS.dateNoteHi}
        maxLength={LIMITS.dateNote}
        rows={2}
        lang="hi"
        hint="Left empty, the Hindi calendar shows the English date note."
      />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Festivals | Admin" }, { name: "robots", content: "noindex" }];
