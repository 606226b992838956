import type { Language } from "./language";

// The admin FAQ and contact panel (onboarding-and-admin §3 "FAQ and contact", §5, §8); its forms
// are forms/faq-admin.ts. Each FAQ is written for one edition (decision 075): /faq lists the
// English ones, /hi/faq the Hindi ones.

/** An FAQ as its form gives it. */
export type FaqInput = { language: Language; question: string; answer: string };

/** The id of each form on the page (an FAQ's, the add form, the contact form), which the action's answer names. */
export function faqManagerFormId(intent: string, faqId: number | null): string {
  if (intent === "contact" || intent === "contact-delete") return "contact-form";
  return intent === "add" ? "faq-add" : `faq-${faqId ?? "unknown"}`;
}
