import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { CheckedForm } from "~/components/checked-form";
import { ErrorSummary, TextareaField, TextField } from "~/components/form-fields";
import { contactSchema, faqAdminMessages as messages, faqSchema } from "~/domain/faq-admin";
import { checkForm, type FieldErrors, FORM_ERROR } from "~/domain/form-check";
import { parseRecordId } from "~/domain/record-id";
import { TEXT_LIMITS } from "~/domain/text-input";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import type { FlashMessage } from "~/infra/session.server";
import { addFaq, deleteContact, deleteFaq, setContact, updateFaq } from "~/services/faq-admin.server";
import { listFaqs } from "~/services/faqs.server";
import { getContactDetails } from "~/services/site-content.server";

const PATH = "/admin/faqmanager";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [faqs, contact] = await Promise.all([listFaqs(), getContactDetails()]);
  return json({ faqs, contact });
}

type ActionData = {
  intent: string;
  /** The FAQ an edit or delete was about. */
  id: number | null;
  errors: FieldErrors;
  formError: string | null;
  values: { question: string; answer: string; email: string; phone: string };
};

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = parseRecordId(form.get("id"));
  const values = {
    question: String(form.get("question") ?? ""),
    answer: String(form.get("answer") ?? ""),
    email: String(form.get("email") ?? ""),
    phone: String(form.get("phone") ?? ""),
  };
  const reply = (status: number, errors: FieldErrors, formError: string | null = null) =>
    json<ActionData>({ intent, id, errors, formError, values }, { status });
  const done = (flash: FlashMessage) => redirectWithFlash(PATH, flash);
  const failed = (what: string, error: unknown) => logger.error(`faq manager: ${what} failed`, { error });

  switch (intent) {
    case "add":
    case "update": {
      const failure = intent === "add" ? messages.addFailed : messages.updateFailed;
      const checked = checkForm(faqSchema, form);
      if (checked.fieldErrors) return reply(400, checked.fieldErrors);
      try {
        if (intent === "add") {
          await addFaq(admin.id, checked.data);
          return done({ kind: "success", text: messages.added });
        }
        if (!id || !(await updateFaq(admin.id, id, checked.data))) return reply(404, {}, failure);
        return done({ kind: "success", text: messages.updated });
      } catch (error) {
        failed(intent, error);
        return reply(failureStatus(error), {}, failure);
      }
    }
    case "delete": {
      try {
        if (!id || !(await deleteFaq(admin.id, id))) return reply(404, {}, messages.deleteFailed);
        return done({ kind: "success", text: messages.deleted });
      } catch (error) {
        failed(intent, error);
        return reply(failureStatus(error), {}, messages.deleteFailed);
      }
    }
    case "contact": {
      const checked = checkForm(contactSchema, form);
      if (checked.fieldErrors) {
        const { [FORM_ERROR]: missing, ...fields } = checked.fieldErrors;
        return reply(400, fields, missing ?? null);
      }
      try {
        const outcome = await setContact(admin.id, checked.data);
        return done({ kind: "success", text: outcome === "added" ? messages.contactAdded : messages.contactUpdated });
      } catch (error) {
        failed(intent, error);
        return reply(failureStatus(error), {}, messages.contactFailed);
      }
    }
    case "contact-delete": {
      try {
        await deleteContact(admin.id);
        return done({ kind: "success", text: messages.contactDeleted });
      } catch (error) {
        failed(intent, error);
        return reply(failureStatus(error), {}, messages.contactDeleteFailed);
      }
    }
    default:
      return reply(400, {}, "Unknown action.");
  }
}

const CONTACT_FIELDS = [
  { name: "email", type: "email", maxLength: TEXT_LIMITS.email },
  { name: "phone", type: "tel", maxLength: TEXT_LIMITS.contactPhone },
] as const;

export default function FaqManager() {
  const { faqs, contact } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === PATH;
  const pendingIntent = busy ? String(navigation.formData?.get("intent") ?? "") : null;
  const pendingId = busy ? Number(navigation.formData?.get("id")) || null : null;
  const answerFor = (intent: string, id: number | null = null) => (data && data.intent === intent && data.id === id ? data : null);
  const newest = faqs.reduce((max, faq) => Math.max(max, faq.id), 0);
  const contactAnswer = answerFor("contact") ?? answerFor("contact-delete");

  return (
    <div className="container section admin-page">
      <h1>FAQ and contact manager</h1>

      <section aria-labelledby="faq-list-title" className="admin-panel">
        <h2 id="faq-list-title">Frequently asked questions</h2>
        {faqs.length === 0 ? <p>No questions yet. Add the first one below.</p> : null}
        <ol className="faq-admin-list">
          {faqs.map((faq, index) => {
            const answer = answerFor("update", faq.id) ?? answerFor("delete", faq.id);
            const prefix = `faq-${faq.id}-`;
            return (
              <li key={faq.id}>
                <details open={answer ? true : undefined} className="faq-admin-item">
                  <summary>
                    <span>{faq.question}</span> <span className="summary-action">Edit</span>
                  </summary>
                  <CheckedForm
                    schema={faqSchema}
                    errors={answer?.errors}
                    defaultValues={answer?.intent === "update" ? answer.values : faq}
                    className="stack"
                    aria-label={`Edit question ${index + 1}`}
                  >
                    <input type="hidden" name="id" value={faq.id} />
                    <ErrorSummary labels={FAQ_LABELS} message={messages.fixFields} formError={answer?.formError} idPrefix={prefix} />
                    <FaqFields prefix={prefix} />
                    <div className="button-row">
                      <button type="submit" name="intent" value="update" className="button button-small" disabled={busy}>
                        {pendingIntent === "update" && pendingId === faq.id ? "Saving..." : "Save changes"}
                      </button>
                      {/* Deleting needs no valid text: the browser's check stands aside. */}
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="button button-small button-danger"
                        disabled={busy}
                        formNoValidate
                      >
                        {pendingIntent === "delete" && pendingId === faq.id ? "Deleting..." : "Delete"}
                      </button>
                    </div>
                  </CheckedForm>
                </details>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="faq-add-title" className="admin-panel">
        <h2 id="faq-add-title">Add a question</h2>
        {/* A fresh, empty form after each addition. */}
        <CheckedForm
          key={`add-${newest}`}
          schema={faqSchema}
          errors={answerFor("add")?.errors}
          defaultValues={answerFor("add")?.values}
          className="stack admin-form"
          aria-labelledby="faq-add-title"
        >
          <ErrorSummary labels={FAQ_LABELS} message={messages.fixFields} formError={answerFor("add")?.formError} idPrefix="new-" />
          <FaqFields prefix="new-" />
          <button type="submit" name="intent" value="add" className="button" disabled={busy}>
            {pendingIntent === "add" ? "Adding..." : "Add FAQ"}
          </button>
        </CheckedForm>
      </section>

      <section aria-labelledby="contact-title" className="admin-panel">
        <h2 id="contact-title">Contact details</h2>
        <p>
          {contact
            ? `The footer shows ${contact.email} and ${contact.phone}.`
            : "No contact details yet: the footer says they will be published soon."}
        </p>
        <CheckedForm
          key={`contact-${contact?.email ?? ""}-${contact?.phone ?? ""}`}
          schema={contactSchema}
          errors={contactAnswer?.errors}
          defaultValues={answerFor("contact")?.values ?? contact ?? undefined}
          className="stack admin-form"
          aria-labelledby="contact-title"
        >
          <ErrorSummary labels={CONTACT_LABELS} message={messages.fixFields} formError={contactAnswer?.formError} idPrefix="contact-" />
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
              {pendingIntent === "contact" ? "Saving..." : contact ? "Update contact details" : "Add contact details"}
            </button>
            {contact ? (
              <button type="submit" name="intent" value="contact-delete" className="button button-danger" disabled={busy} formNoValidate>
                {pendingIntent === "contact-delete" ? "Deleting..." : "Delete contact details"}
              </button>
            ) : null}
          </div>
        </CheckedForm>
      </section>
    </div>
  );
}

const FAQ_LABELS = { question: "Question", answer: "Answer" } as const;
const CONTACT_LABELS = { email: "Email", phone: "Phone" } as const;

/** A question and its answer; ids start with the form's prefix, as one page holds many such forms. */
function FaqFields({ prefix }: { prefix: string }) {
  return (
    <>
      <TextField id={`${prefix}question`} name="question" label={FAQ_LABELS.question} maxLength={TEXT_LIMITS.faqQuestion} required />
      <TextareaField id={`${prefix}answer`} name="answer" label={FAQ_LABELS.answer} maxLength={TEXT_LIMITS.faqAnswer} rows={4} required />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "FAQ and contact manager | Admin" }, { name: "robots", content: "noindex" }];
