import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { languageOfQuery, withLanguageQuery } from "~/domain/content-language";
import { faqManagerFormId } from "~/domain/faq-admin";
import type { Language } from "~/domain/language";
import { parseRecordId } from "~/domain/record-id";
import { addFaq, deleteContact, deleteFaq, listAdminFaqs, setContact, updateFaq } from "~/features/admin/faq-admin.server";
import { contactFormValidator, faqFormValidator } from "~/forms/faq-admin";
import { FORM_ERROR } from "~/forms/validation";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import type { FlashMessage } from "~/infra/session.server";
import { adminFaq } from "~/locales/en/admin/faq";
import { getContactDetails } from "~/services/site-content.server";

const messages = adminFaq;

const PATH = "/admin/faqmanager";

/** The edition the page lists (?language=, English by default); an unknown one is no page. */
function shownLanguage(request: Request): Language {
  const language = languageOfQuery(request.url);
  if (!language) throw new Response("Not Found", { status: 404 });
  return language;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const language = shownLanguage(request);
  const [faqs, contact] = await Promise.all([listAdminFaqs(language), getContactDetails()]);
  return json({ language, faqs, contact });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const id = parseRecordId(form.get("id"));
  // The answer names the form it is for: one page holds many forms of the same fields.
  const formId = faqManagerFormId(intent, id);
  const refuse = (status: number, message: string) =>
    validationError({ fieldErrors: { [FORM_ERROR]: message }, formId }, Object.fromEntries(form), { status });
  // Back to the list the admin was looking at, or to the one the question now stands in.
  const done = (flash: FlashMessage, language = languageOfQuery(request.url) ?? "en") =>
    redirectWithFlash(withLanguageQuery(PATH, language), flash);
  const failed = (what: string, error: unknown) => logger.error(`faq manager: ${what} failed`, { error });

  switch (intent) {
    case "add":
    case "update":
    case "delete": {
      const failure = intent === "add" ? messages.addFailed : intent === "update" ? messages.updateFailed : messages.deleteFailed;
      const result = await faqFormValidator.validate(form);
      if (result.error) return validationError({ ...result.error, formId }, result.submittedData);
      try {
        if (result.data.deleting) {
          if (!id || !(await deleteFaq(admin.id, id))) return refuse(404, failure);
          return done({ kind: "success", text: messages.deleted });
        }
        const faq = result.data.data;
        if (intent === "add") {
          await addFaq(admin.id, faq);
          return done({ kind: "success", text: messages.added }, faq.language);
        }
        if (!id || !(await updateFaq(admin.id, id, faq))) return refuse(404, failure);
        return done({ kind: "success", text: messages.updated }, faq.language);
      } catch (error) {
        failed(intent, error);
        return refuse(failureStatus(error), failure);
      }
    }
    case "contact":
    case "contact-delete": {
      const result = await contactFormValidator.validate(form);
      if (result.error) return validationError({ ...result.error, formId }, result.submittedData);
      try {
        if (result.data.deleting) {
          await deleteContact(admin.id);
          return done({ kind: "success", text: messages.contactDeleted });
        }
        const outcome = await setContact(admin.id, result.data.data);
        return done({ kind: "success", text: outcome === "added" ? messages.contactAdded : messages.contactUpdated });
      } catch (error) {
        failed(intent, error);
        return refuse(failureStatus(error), intent === "contact" ? messages.contactFailed : messages.contactDeleteFailed);
      }
    }
    default:
      return refuse(400, "Unknown action.");
  }
}
