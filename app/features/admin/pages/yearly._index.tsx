import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { ErrorSummary, fieldValues, SelectField, SubmitButton, TextField } from "~/components/form-fields";
import { withLanguageQuery } from "~/domain/content-language";
import { yearlyAdminPath } from "~/domain/yearly-admin";
import { AdminLanguageTabs } from "~/features/admin/AdminLanguageTabs";
import { OpenRecordLink, RecordTable } from "~/features/admin/AdminRecordForms";
import { contentLanguageOptions } from "~/forms/content-language";
import { yearlyEditionName, yearlyYearValidator } from "~/forms/yearly-admin";
import { adminContentLanguage } from "~/locales/en/admin/content-language";
import { adminYearly } from "~/locales/en/admin/yearly";

import type { action, loader } from "./yearly._index.server";

export { action, loader } from "./yearly._index.server";

const messages = adminYearly;

export default function YearlyAdmin() {
  const { language, years, suggestion } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container section admin-page">
      <h1>Yearly horoscopes</h1>
      <p>
        The site shows the current year when it is published, otherwise the latest published year. Each year has a permanent address,
        /yearly-horoscope/&#123;year&#125;/&#123;sign&#125;. The Hindi edition has years of its own, written and published apart, at
        /hi/yearly-horoscope/&#123;year&#125;/&#123;sign&#125;.
      </p>
      <section aria-labelledby="years-title" className="admin-panel">
        <h2 id="years-title">Years</h2>
        <AdminLanguageTabs path="/admin/yearly" current={language} label="Years of the edition" />
        {years.length === 0 ? (
          <p className="notice">No {language === "en" ? "" : `${adminContentLanguage.names[language]} `}year is started yet.</p>
        ) : (
          <RecordTable headings={["Year", "Signs written", "State"]}>
            {years.map((y) => (
              <tr key={y.year}>
                <td className="card-title">{y.year}</td>
                <td data-label="Signs written">{y.written} of 12</td>
                <td data-label="State">
                  {y.published ? `Published ${y.published}` : "Draft"}
                  {y.demo > 0 ? ` (${y.demo} demo ${y.demo === 1 ? "text" : "texts"})` : ""}
                </td>
                <OpenRecordLink to={yearlyAdminPath(language, y.year)} label={`Open ${yearlyEditionName(y.year, language)}`} />
              </tr>
            ))}
          </RecordTable>
        )}
      </section>
      <section aria-labelledby="start-title" className="admin-panel">
        <h2 id="start-title">Start a year</h2>
        <ValidatedForm
          action={withLanguageQuery("/admin/yearly?index", language)}
          // Each edition's list starts its form afresh in its own language.
          key={language}
          validator={yearlyYearValidator}
          method="post"
          noValidate
          defaultValues={fieldValues((answer?.repopulateFields as Record<string, string> | undefined) ?? { language, year: suggestion })}
          className="stack admin-form"
          aria-labelledby="start-title"
        >
          <ErrorSummary labels={START_LABELS} message={messages.fixFields} />
          <SelectField
            name="language"
            label={START_LABELS.language}
            options={contentLanguageOptions}
            hint="The edition the year is written for."
            required
          />
          <TextField name="year" label={START_LABELS.year} inputMode="numeric" maxLength={4} autoComplete="off" required />
          <SubmitButton pendingText="Starting...">Start the year</SubmitButton>
        </ValidatedForm>
      </section>
    </div>
  );
}

const START_LABELS = { language: "Language", year: "Year" } as const;

export const meta: MetaFunction = () => [{ title: "Yearly horoscopes | Admin" }, { name: "robots", content: "noindex" }];
