import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { ErrorSummary, TextareaField, TextField } from "~/components/form-fields";
import { YearlyHoroscopePage } from "~/components/YearlyHoroscopePage";
import { signFromSlug, signNeighbours } from "~/domain/horoscope";
import type { RouteHandle } from "~/domain/route-handle";
import { YEARLY_LIMITS as LIMITS, yearlyAdminPath } from "~/domain/yearly-admin";
import { InLanguage } from "~/features/admin/InLanguage";
import { yearlyEditionName, yearlySignValidator } from "~/forms/yearly-admin";
import { adminYearly } from "~/locales/en/admin/yearly";

import type { action, loader } from "./yearly.$year.$sign.server";

export { action, loader } from "./yearly.$year.$sign.server";

const LABELS = adminYearly.fields;
const messages = adminYearly;

export const handle: RouteHandle = {
  // A sign's form holds up to about 39,000 characters (domain/yearly-admin.ts), and URL-encoded
  // Devanagari or curly quotes take up to 9 bytes each.
  bodyLimit: 512 * 1024,
  // The English preview's words come with the page; a Hindi one loads its own (components/InLanguage.tsx).
  i18n: "horoscope",
};

const PARAGRAPH_HINT = "Separate paragraphs with an empty line.";

export default function YearlySignEditor() {
  const { year, language, sign, published, demo, values } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const fullSign = signFromSlug(sign.slug)!;
  const name = yearlyEditionName(year, language);
  return (
    <div className="container section admin-page">
      <p>
        <Link to={yearlyAdminPath(language, year)}>← {name}: all signs</Link>
      </p>
      <h1>
        {sign.name} {name}
      </h1>
      <p>
        {published
          ? "This year is published: saving changes the page on the site at once."
          : "This year is a draft: visitors cannot see it yet."}
        {demo ? " The text below is generated demo text: replace it before relying on it." : ""}
      </p>

      {answer && "preview" in answer ? (
        <section className="admin-preview" aria-labelledby="preview-title">
          <h2 id="preview-title">Preview (not saved)</h2>
          <InLanguage language={language} fallback={<p>Preparing preview...</p>}>
            <YearlyHoroscopePage
              year={year}
              signSlug={sign.slug}
              sections={answer.preview}
              {...signNeighbours(fullSign)}
              otherYears={[]}
              dated
              preview
            />
          </InLanguage>
        </section>
      ) : null}

      <ValidatedForm
        action={yearlyAdminPath(language, year, sign.yearlySlug)}
        validator={yearlySignValidator}
        method="post"
        noValidate
        defaultValues={(answer && "repopulateFields" in answer ? (answer.repopulateFields as Record<string, string>) : null) ?? values}
        className="stack yearly-form"
        aria-label={`${sign.name} ${name}`}
      >
        <ErrorSummary labels={LABELS} message={messages.fixFields} />
        <fieldset>
          <legend>The page</legend>
          {(["intro", "love", "career", "health"] as const).map((name) => (
            <TextareaField key={name} name={name} label={LABELS[name]} hint={PARAGRAPH_HINT} maxLength={LIMITS.section} rows={8} required />
          ))}
        </fieldset>
        <fieldset>
          <legend>Astrological Remedies</legend>
          {([1, 2, 3] as const).map((n) => (
            <TextareaField key={n} name={`remedy${n}`} label={LABELS[`remedy${n}`]} maxLength={LIMITS.remedy} rows={2} required />
          ))}
        </fieldset>
        <fieldset>
          <legend>Frequently asked questions</legend>
          {([1, 2, 3, 4, 5] as const).map((n) => (
            <div key={n} className="stack">
              <TextField name={`faq${n}Question`} label={LABELS[`faq${n}Question`]} maxLength={LIMITS.question} required />
              <TextareaField name={`faq${n}Answer`} label={LABELS[`faq${n}Answer`]} maxLength={LIMITS.answer} rows={3} required />
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>Extra sections (optional)</legend>
          <p className="field-hint">The spec gives Aries its own Love, Career and Family sections; any sign may have up to three.</p>
          {([1, 2, 3] as const).map((n) => (
            <div key={n} className="stack">
              <TextField name={`extra${n}Title`} label={LABELS[`extra${n}Title`]} maxLength={LIMITS.extraTitle} />
              <TextareaField
                name={`extra${n}Text`}
                label={LABELS[`extra${n}Text`]}
                hint={PARAGRAPH_HINT}
                maxLength={LIMITS.section}
                rows={5}
              />
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>Search engines</legend>
          <TextareaField
            name="metaDescription"
            label={LABELS.metaDescription}
            hint="About 150 characters: what the page tells the reader."
            maxLength={LIMITS.metaDescription}
            rows={3}
            required
          />
          <TextField name="keywords" label={LABELS.keywords} hint="Separated by commas." maxLength={LIMITS.keywords} />
        </fieldset>
        <div className="button-row">
          <button type="submit" name="intent" value="preview" className="button button-light" disabled={pending !== null}>
            {pending === "preview" ? "Preparing preview..." : "Preview"}
          </button>
          <button type="submit" name="intent" value="save" className="button" disabled={pending !== null}>
            {pending === "save" ? "Saving..." : "Save"}
          </button>
        </div>
      </ValidatedForm>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${data.sign.name} ${yearlyEditionName(data.year, data.language)}` : "Yearly horoscope"} | Admin` },
  { name: "robots", content: "noindex" },
];
