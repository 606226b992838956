import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { SIGNS } from "~/domain/horoscope";
import type { UploadFields } from "~/domain/horoscope-upload";
import { getUploadState, uploadHoroscope, type UploadResult } from "~/features/admin/horoscope-upload.server";
import { horoscopeUploadValidator } from "~/forms/horoscope-upload";
import { FORM_ERROR } from "~/forms/validation";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { adminHoroscopeUpload } from "~/locales/en/admin/horoscope-upload";

const messages = adminHoroscopeUpload;

const PATH = "/admin/horoscopeupload";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const { batch, next } = await getUploadState();
  return json({
    batch: batch
      ? { id: batch.id, startDate: batch.startDate, endDate: batch.endDate, language: batch.language, signsDone: batch.signsDone }
      : null,
    next: next?.slug ?? SIGNS[0].slug,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const checked = await horoscopeUploadValidator.validate(form);
  // The form comes back as posted, but with the open batch's dates and language, which are locked.
  const shownAgain = async () => {
    const { batch } = await getUploadState();
    return batch
      ? { ...checked.submittedData, startDate: batch.startDate, endDate: batch.endDate, language: batch.language }
      : checked.submittedData;
  };
  if (checked.error) return validationError(checked.error, await shownAgain());
  const refuse = async (status: number, fieldErrors: Partial<Record<UploadFields | typeof FORM_ERROR, string>>) =>
    validationError({ fieldErrors }, await shownAgain(), { status });

  let result: UploadResult;
  try {
    result = await uploadHoroscope(admin.id, checked.data);
  } catch (error) {
    logger.error("horoscope upload failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: messages.failed } }, checked.submittedData, { status: failureStatus(error) });
  }
  if (!result.ok) {
    switch (result.reason) {
      case "dates-locked":
        return refuse(409, { dates: messages.datesLocked });
      case "language-locked":
        return refuse(409, { language: messages.languageLocked });
      case "already-uploaded":
        return refuse(409, { sign: messages.alreadyUploaded });
      case "out-of-order":
        return refuse(409, { sign: messages.outOfOrder(result.expected.name) });
      default:
        // Another admin's upload took the same step a moment earlier.
        return refuse(409, { [FORM_ERROR]: messages.failed });
    }
  }
  const text = result.complete ? messages.allUploaded : messages.uploaded(checked.data.sign.name);
  return redirectWithFlash(PATH, { kind: "success", text });
}
