import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { parseRecordId } from "~/domain/record-id";
import { TEXT_LIMITS } from "~/domain/text-input";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import type { FlashMessage } from "~/infra/session.server";
import {
  addFaq,
  deleteContact,
  deleteFaq,
  faqAdminMessages as messages,
  setContact,
  updateFaq,
  validateContact,
  validateFaq,
} from "~/services/faq-admin.server";
import { listFaqs } from "~/services/faqs.server";
import { getContactDetails } from "~/services/site-content.server";

const PATH = "/admin/faqmanager";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [faqs, contact] = await Promise.all([listFaqs(), getContactDetails()]);
  return json({ faqs, contact });
}

type FieldErrors = { question?: string; answer?: string; email?: string; phone?: string };
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
      const checked = validateFaq(values);
      if (Object.keys(checked.errors).length > 0) return reply(400, checked.errors);
      try {
        if (intent === "add") {
          await addFaq(admin.id, checked.values);
          return done({ kind: "success", text: messages.added });
        }
        if (!id || !(await updateFaq(admin.id, id, checked.values))) return reply(404, {}, failure);
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
      const checked = validateContact(values);
      const { form: missing, ...fields } = checked.errors;
      if (missing || Object.keys(fields).length > 0) return reply(400, fields, missing ?? null);
      try {
        const outcome = await setContact(admin.id, checked.values);
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

export default function FaqManager() {
  const { faqs, contact } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === PATH;
  const pendingIntent = busy ? String(navigation.formData?.get("intent") ?? "") : null;
  const pendingId = busy ? Number(navigation.formData?.get("id")) || null : null;
  const answerFor = (intent: string, id: number | null = null) => (data && data.intent === intent && data.id === id ? data : null);
  const newest = faqs.reduce((max, faq) => Math.max(max, faq.id), 0);

  return (
    <div className="container section admin-page">
      <h1>FAQ and contact manager</h1>

      <section aria-labelledby="faq-list-title" className="admin-panel">
        <h2 id="faq-list-title">Frequently asked questions</h2>
        {faqs.length === 0 ? <p>No questions yet. Add the first one below.</p> : null}
        <ol className="faq-admin-list">
          {faqs.map((faq, index) => {
            const answer = answerFor("update", faq.id) ?? answerFor("delete", faq.id);
            const prefix = `faq-${faq.id}`;
            return (
              <li key={faq.id}>
                <details open={answer ? true : undefined} className="faq-admin-item">
                  <summary>
                    <span>{faq.question}</span> <span className="summary-action">Edit</span>
                  </summary>
                  <Form method="post" className="stack" noValidate aria-label={`Edit question ${index + 1}`}>
                    <input type="hidden" name="id" value={faq.id} />
                    <FormProblem answer={answer} />
                    <TextField
                      id={`${prefix}-question`}
                      name="question"
                      label="Question"
                      maxLength={TEXT_LIMITS.faqQuestion}
                      defaultValue={answer?.intent === "update" ? answer.values.question : faq.question}
                      error={answer?.errors.question}
                    />
                    <TextField
                      id={`${prefix}-answer`}
                      name="answer"
                      label="Answer"
                      maxLength={TEXT_LIMITS.faqAnswer}
                      multiline
                      defaultValue={answer?.intent === "update" ? answer.values.answer : faq.answer}
                      error={answer?.errors.answer}
                    />
                    <div className="button-row">
                      <button type="submit" name="intent" value="update" className="button button-small" disabled={busy}>
                        {pendingIntent === "update" && pendingId === faq.id ? "Saving..." : "Save changes"}
                      </button>
                      <button type="submit" name="intent" value="delete" className="button button-small button-danger" disabled={busy}>
                        {pendingIntent === "delete" && pendingId === faq.id ? "Deleting..." : "Delete"}
                      </button>
                    </div>
                  </Form>
                </details>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="faq-add-title" className="admin-panel">
        <h2 id="faq-add-title">Add a question</h2>
        {/* A fresh, empty form after each addition. */}
        <Form method="post" className="stack admin-form" noValidate key={`add-${newest}`} aria-labelledby="faq-add-title">
          <FormProblem answer={answerFor("add")} />
          <TextField
            id="new-question"
            name="question"
            label="Question"
            maxLength={TEXT_LIMITS.faqQuestion}
            defaultValue={answerFor("add")?.values.question ?? ""}
            error={answerFor("add")?.errors.question}
          />
          <TextField
            id="new-answer"
            name="answer"
            label="Answer"
            maxLength={TEXT_LIMITS.faqAnswer}
            multiline
            defaultValue={answerFor("add")?.values.answer ?? ""}
            error={answerFor("add")?.errors.answer}
          />
          <button type="submit" name="intent" value="add" className="button" disabled={busy}>
            {pendingIntent === "add" ? "Adding..." : "Add FAQ"}
          </button>
        </Form>
      </section>

      <section aria-labelledby="contact-title" className="admin-panel">
        <h2 id="contact-title">Contact details</h2>
        <p>
          {contact
            ? `The footer shows ${contact.email} and ${contact.phone}.`
            : "No contact details yet: the footer says they will be published soon."}
        </p>
        <Form
          method="post"
          className="stack admin-form"
          noValidate
          key={`contact-${contact?.email ?? ""}-${contact?.phone ?? ""}`}
          aria-labelledby="contact-title"
        >
          <FormProblem answer={answerFor("contact") ?? answerFor("contact-delete")} />
          <TextField
            id="contact-email"
            name="email"
            label="Email"
            maxLength={TEXT_LIMITS.email}
            type="email"
            autoComplete="off"
            defaultValue={answerFor("contact")?.values.email ?? contact?.email ?? ""}
            error={answerFor("contact")?.errors.email}
            invalid={Boolean(answerFor("contact")?.formError && !answerFor("contact")?.values.email.trim())}
          />
          <TextField
            id="contact-phone"
            name="phone"
            label="Phone"
            maxLength={TEXT_LIMITS.contactPhone}
            type="tel"
            autoComplete="off"
            defaultValue={answerFor("contact")?.values.phone ?? contact?.phone ?? ""}
            error={answerFor("contact")?.errors.phone}
            invalid={Boolean(answerFor("contact")?.formError && !answerFor("contact")?.values.phone.trim())}
          />
          <div className="button-row">
            <button type="submit" name="intent" value="contact" className="button" disabled={busy}>
              {pendingIntent === "contact" ? "Saving..." : contact ? "Update contact details" : "Add contact details"}
            </button>
            {contact ? (
              <button type="submit" name="intent" value="contact-delete" className="button button-danger" disabled={busy}>
                {pendingIntent === "contact-delete" ? "Deleting..." : "Delete contact details"}
              </button>
            ) : null}
          </div>
        </Form>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "FAQ and contact manager | Admin" }, { name: "robots", content: "noindex" }];

type Answer = { errors: FieldErrors; formError: string | null } | null;

/** A form's own alert: the failure, or that fields need fixing (each message stands beside its field). */
function FormProblem({ answer }: { answer: Answer }) {
  if (!answer) return null;
  const fieldErrors = Object.values(answer.errors).filter(Boolean).length;
  if (!answer.formError && fieldErrors === 0) return null;
  return (
    <div className="error-summary" role="alert">
      {answer.formError ? <p className="error-summary-title">{answer.formError}</p> : null}
      {fieldErrors > 0 ? <p className="error-summary-title">Nothing was saved: please correct the fields marked below.</p> : null}
    </div>
  );
}

type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  /** Marked invalid without a message of its own (the form's message names it). */
  invalid?: boolean;
  multiline?: boolean;
  /** The same limit the server checks (services/faq-admin.server.ts). */
  maxLength: number;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
};

function TextField({ id, name, label, defaultValue, error, invalid, multiline, maxLength, type = "text", autoComplete }: TextFieldProps) {
  const common = {
    id,
    name,
    defaultValue,
    maxLength,
    "aria-required": true,
    "aria-invalid": error || invalid ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
