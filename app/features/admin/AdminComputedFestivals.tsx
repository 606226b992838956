import { Form } from "@remix-run/react";

import { FORM_ERROR } from "~/forms/validation";
import { formatFestivalDates } from "~/seo/festival-calendar";

import { PostButton } from "./AdminRecordForms";

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
export function ComputedCalendar({ proposals, yearWritten, year, monthName, here, busy, answer }: ComputedProps) {
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
                    <PostButton
                      intent="add-computed"
                      values={{ key: proposal.key, date: proposal.date }}
                      action={here}
                      label={`Add ${proposal.name} on ${formatFestivalDates(proposal.date)}`}
                      className="button button-small button-light"
                      disabled={busy}
                    >
                      Add
                    </PostButton>
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
