import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { maskLast4 } from "~/domain/bank";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { type BankDetailsField, bankDetailsFields, ifscSchema } from "~/forms/astrologer";
import { submittedText } from "~/forms/customer";
import { type LookupNote, lookupOutcome } from "~/forms/ifsc-lookup";
import { FORM_ERROR } from "~/forms/validation";
import { bankDetailsValidator } from "~/forms/validators/bank-details";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { translator } from "~/locales/i18n";
import { requireOpenApplication } from "~/pages/visitor-guards.server";
import { lookupIfsc } from "~/services/ifsc.server";
import { bankDetailsSummary, saveBankDetails } from "~/services/onboarding.server";

/** 'Find branch' without JavaScript: what was posted with the branch filled in, and the lookup's word. */
export type LookupReply = {
  fieldErrors?: Record<string, string>;
  repopulateFields: Record<BankDetailsField, string>;
  ifscNote?: LookupNote | null;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { astrologerId, phone } = await requireOpenApplication(request);
  const bank = await bankDetailsSummary(astrologerId);
  return json({
    mobile: phone,
    saved: bank
      ? {
          accountHolderName: bank.accountHolderName,
          bankName: bank.bankName,
          ifsc: bank.ifsc,
          account: maskLast4(bank.accountLast4),
          aadhaar: maskLast4(bank.aadhaarLast4),
        }
      : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { astrologerId } = await requireOpenApplication(request);
  const language = languageOfRequest(request);
  const t = translator(language);
  const form = await readForm(request);
  const values = submittedText(form, bankDetailsFields);
  // Upper-cased as typed with JavaScript; here for everyone else.
  values.pan = values.pan.trim().toUpperCase();
  values.ifsc = values.ifsc.trim().toUpperCase();

  if (form.get("intent") === "ifsc") {
    const checked = ifscSchema(t).safeParse(values.ifsc);
    if (!checked.success) return validationError({ fieldErrors: { ifsc: checked.error.issues[0].message } }, values);
    const { fill, note } = lookupOutcome(await lookupIfsc(checked.data), t);
    Object.assign(values, fill);
    return json<LookupReply>({ repopulateFields: values, ifscNote: note });
  }

  const result = await bankDetailsValidator(language).validate(form);
  if (result.error) return validationError(result.error, values);
  try {
    await saveBankDetails(astrologerId, result.data);
  } catch (error) {
    logger.error("saving bank details failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: t("onboarding:bankMessages.saveFailed") } }, values, {
      status: failureStatus(error),
    });
  }
  return redirectWithFlash(pathInLanguage("/document", language), { kind: "success", text: t("onboarding:form.bankSaved") });
}
