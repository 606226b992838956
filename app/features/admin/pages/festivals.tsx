import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import { ValidatedForm } from "remix-validated-form";

import { ErrorSummary, fieldValues, type Option } from "~/components/form-fields";
import { festivalAdminPath, festivalFormId, type FestivalFormValues, festivalFormValues } from "~/domain/festival-admin";
import { ComputedCalendar } from "~/features/admin/AdminComputedFestivals";
import { FestivalFields, pictureLabel } from "~/features/admin/AdminFestivalFields";
import { RecordEditForm, usePendingPost } from "~/features/admin/AdminRecordForms";
import { festivalFormValidator } from "~/forms/festival-admin";
import { adminFestivals } from "~/locales/en/admin/festivals";
import { CALENDAR_MONTHS, calendarMonth, festivalMonthPath, formatFestivalDates } from "~/seo/festival-calendar";

import type { action, loader } from "./festivals.server";

export { action, loader } from "./festivals.server";

const LABELS = adminFestivals.fields;
const messages = adminFestivals;

// The festival calendar's admin screen: one month at a time (?year=2027&month=october), each
// festival with an Edit link that opens its form (&edit=<id>), and a form to add one. Plain posts,
// as everywhere in the admin area. One edit form at a time: each carries every picture as an
// option, and a month's forms all drawn made the page too heavy to render for every visit.
const PATH = "/admin/festivals";

const monthAddress = (year: number, monthIndex: number) => festivalAdminPath(year, calendarMonth(monthIndex).slug);

export default function FestivalAdmin() {
  const { year, monthIndex, yearError, festivals, pictures, computed, currentYear } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const pending = usePendingPost();
  const { busy } = pending;
  // The answer to a post, for the form it names.
  const answerFor = (formId: string) => (data?.formId === formId ? data : null);
  const month = calendarMonth(monthIndex);
  const validator = useMemo(() => festivalFormValidator(pictures), [pictures]);
  const addId = festivalFormId("add", null);
  const pictureOptions: Option[] = pictures.map((picture) => ({ value: picture, label: pictureLabel(picture) }));
  const here = monthAddress(year, monthIndex);
  const [searchParams] = useSearchParams();
  const editing = searchParams.get("edit");

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
            const open = answer !== null || editing === String(festival.id);
            return (
              <li key={festival.id} className="faq-admin-item">
                <p className="record-line">
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
                  {open ? null : (
                    <Link
                      to={`${here}&edit=${encodeURIComponent(festival.id)}#${formId}`}
                      className="summary-action"
                      aria-label={`Edit ${festival.name}`}
                    >
                      Edit
                    </Link>
                  )}
                </p>
                {open ? (
                  <RecordEditForm
                    formId={formId}
                    recordId={festival.id}
                    action={here}
                    validator={validator}
                    defaultValues={(answer?.repopulateFields as Partial<FestivalFormValues> | undefined) ?? festivalFormValues(festival)}
                    label={`Edit ${festival.name}`}
                    labels={LABELS}
                    fixFields={messages.fixFields}
                    pending={pending}
                  >
                    <FestivalFields prefix={prefix} pictures={pictureOptions} />
                  </RecordEditForm>
                ) : null}
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
            {pending.intent === "add" ? "Adding..." : "Add festival"}
          </button>
        </ValidatedForm>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Festivals | Admin" }, { name: "robots", content: "noindex" }];
