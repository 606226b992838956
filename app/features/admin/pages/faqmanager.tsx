import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ValidatedForm } from "remix-validated-form";

import { ErrorSummary, fieldValues, SelectField, TextareaField, TextField } from "~/components/form-fields";
import { withLanguageQuery } from "~/domain/content-language";
import { faqManagerFormId } from "~/domain/faq-admin";
import { AdminLanguageTabs } from "~/features/admin/AdminLanguageTabs";
import { RecordEditForm, usePendingPost } from "~/features/admin/AdminRecordForms";
import { contentLanguageOptions } from "~/forms/content-language";
import { contactFormValidator, faqFormValidator } from "~/forms/faq-admin";
import { TEXT_LIMITS } from "~/forms/text-input";
import { adminContentLanguage } from "~/locales/en/admin/content-language";
import { adminFaq } from "~/locales/en/admin/faq";

import type { action, loader } from "./faqmanager.server";

export { action, loader } from "./faqmanager.server";

const messages = adminFaq;

const PATH = "/admin/faqmanager";

const CONTACT_FIELDS = [
  { name: "email", type: "email", maxLength: TEXT_LIMITS.email },
  { name: "phone", type: "tel", maxLength: TEXT_LIMITS.contactPhone },
] as const;

export default function FaqManager() {
  const { language, faqs, contact } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  // The forms post to the list shown, ?language= and all.
  const pending = usePendingPost(PATH);
  const { busy } = pending;
  // The answer to a post, for the form it names.
  const answerFor = (formId: string) => (data?.formId === formId ? data : null);
  const newest = faqs.reduce((max, faq) => Math.max(max, faq.id), 0);
  const addId = faqManagerFormId("add", null);
  const contactId = faqManagerFormId("contact", null);

  return (
    <div className="container section admin-page">
      <h1>FAQ and contact manager</h1>

      <section aria-labelledby="faq-list-title" className="admin-panel">
        <h2 id="faq-list-title">Frequently asked questions</h2>
        <AdminLanguageTabs path={PATH} current={language} label="Questions in" />
        <p className="field-hint">
          {language === "hi" ? "Hindi questions are listed on /hi/faq." : "English questions are listed on /faq."} The order is each
          language&rsquo;s own.
        </p>
        {faqs.length === 0 ? <p>No {adminContentLanguage.names[language]} questions yet. Add the first one below.</p> : null}
        <ol className="faq-admin-list">
          {faqs.map((faq, index) => {
            const formId = faqManagerFormId("update", faq.id);
            const answer = answerFor(formId);
            const prefix = `${formId}-`;
            return (
              <li key={faq.id}>
                <details open={answer ? true : undefined} className="faq-admin-item">
                  <summary>
                    <span>{faq.question}</span> <span className="chip">{adminContentLanguage.names[faq.language]}</span>{" "}
                    <span className="summary-action">Edit</span>
                  </summary>
                  <RecordEditForm
                    formId={formId}
                    recordId={faq.id}
                    validator={faqFormValidator}
                    defaultValues={(answer?.repopulateFields as FaqValues | undefined) ?? faq}
                    label={`Edit question ${index + 1}`}
                    labels={FAQ_LABELS}
                    fixFields={messages.fixFields}
                    pending={pending}
                  >
                    <FaqFields prefix={prefix} />
                  </RecordEditForm>
                </details>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="faq-add-title" className="admin-panel">
        <h2 id="faq-add-title">Add a question</h2>
        {/* A fresh, empty form after each addition, in the language shown. */}
        <ValidatedForm
          action={withLanguageQuery(PATH, language)}
          key={`add-${language}-${newest}`}
          id={addId}
          validator={faqFormValidator}
          method="post"
          noValidate
          defaultValues={fieldValues((answerFor(addId)?.repopulateFields as FaqValues | undefined) ?? { language })}
          className="stack admin-form"
          aria-labelledby="faq-add-title"
        >
          <ErrorSummary labels={FAQ_LABELS} message={messages.fixFields} idPrefix="new-" />
          <FaqFields prefix="new-" />
          <button type="submit" name="intent" value="add" className="button" disabled={busy}>
            {pending.intent === "add" ? "Adding..." : "Add FAQ"}
          </button>
        </ValidatedForm>
      </section>

      <section aria-labelledby="contact-title" className="admin-panel">
        <h2 id="contact-title">Contact details</h2>
        <p>
          {contact
            ? `The footer shows ${contact.email} and ${contact.phone}.`
            : "No contact details yet: the footer says they will be published soon."}
        </p>
        <ValidatedForm
          action={withLanguageQuery(PATH, language)}
          key={`contact-${contact?.email ?? ""}-${contact?.phone ?? ""}`}
          id={contactId}
          validator={contactFormValidator}
          method="post"
          noValidate
          defaultValues={fieldValues((answerFor(contactId)?.repopulateFields as ContactValues | undefined) ?? contact)}
          className="stack admin-form"
          aria-labelledby="contact-title"
        >
          <ErrorSummary labels={CONTACT_LABELS} message={messages.fixFields} idPrefix="contact-" />
          {CONTACT_FIELDS.map(({ name, type, maxLength }) => (
            <TextField
              key={name}
              id={`contact-${name}`}
              name={name}
              label={CONTACT_LABELS[name]}
              type={type}
              maxLength={maxLength}
              autoComplete="off"
              required
            />
          ))}
          <div className="button-row">
            <button type="submit" name="intent" value="contact" className="button" disabled={busy}>
              {pending.intent === "contact" ? "Saving..." : contact ? "Update contact details" : "Add contact details"}
            </button>
            {contact ? (
              <button type="submit" name="intent" value="contact-delete" className="button button-danger" disabled={busy} formNoValidate>
                {pending.intent === "contact-delete" ? "Deleting..." : "Delete contact details"}
              </button>
            ) : null}
          </div>
        </ValidatedForm>
      </section>
    </div>
  );
}

const FAQ_LABELS = { language: "Language", question: "Question", answer: "Answer" } as const;
const CONTACT_LABELS = { email: "Email", phone: "Phone" } as const;
type FaqValues = Partial<Record<keyof typeof FAQ_LABELS, string>>;
type ContactValues = Partial<Record<keyof typeof CONTACT_LABELS, string>>;

/** A question, its answer and its edition; ids start with the form's prefix, as one page holds many such forms. */
function FaqFields({ prefix }: { prefix: string }) {
  return (
    <>
      <SelectField
        id={`${prefix}language`}
        name="language"
        label={FAQ_LABELS.language}
        options={contentLanguageOptions}
        hint="English questions are listed on /faq, Hindi ones on /hi/faq."
        required
      />
      <TextField id={`${prefix}question`} name="question" label={FAQ_LABELS.question} maxLength={TEXT_LIMITS.faqQuestion} required />
      <TextareaField id={`${prefix}answer`} name="answer" label={FAQ_LABELS.answer} maxLength={TEXT_LIMITS.faqAnswer} rows={4} required />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "FAQ and contact manager | Admin" }, { name: "robots", content: "noindex" }];
