import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from "@remix-run/node";
import { validationError } from "remix-validated-form";

import { approvalWarnings } from "~/domain/admin";
import { specializationName } from "~/domain/astrologer-list";
import { maskLast4 } from "~/domain/bank";
import { formatIndiaDateTime } from "~/domain/india-times";
import { applicationStatus, ASTROLOGER_STATUS, documentName } from "~/domain/onboarding";
import { parseRecordId } from "~/domain/record-id";
import {
  allowReapplication,
  approveApplication,
  deactivateAstrologer,
  getApplication,
  rejectApplication,
  ReviewError,
} from "~/features/admin/admin-review.server";
import { rejectionValidator } from "~/forms/rejection";
import { FORM_ERROR } from "~/forms/validation";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { readForm } from "~/infra/form-data.server";
import { clientIp } from "~/infra/load-context.server";
import { logger } from "~/infra/logger.server";
import { redirectWithFlash } from "~/infra/responses.server";
import { adminApplications } from "~/locales/en/admin/applications";
import { adminApproval } from "~/locales/en/admin/approval";
import { translator } from "~/locales/i18n";

function parseId(value: string | undefined) {
  const id = parseRecordId(value);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return id;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  const application = await getApplication(id, { adminId: admin.id, ip: clientIp(context) });
  if (!application) throw json({ message: adminApplications.noAstrologer }, { status: 404 });
  const { astrologer, bank, documents, events, documentViews } = application;
  const withdrawal =
    astrologer.status === ASTROLOGER_STATUS.WITHDRAWN ? [...events].reverse().find((e) => e.action === "withdrawn") : undefined;
  const erasedAt = astrologer.identityDataErasedAt ? formatIndiaDateTime(astrologer.identityDataErasedAt) : null;
  return json({
    // Said where the documents and bank details would be, instead of "none available".
    withdrawnNotice: withdrawal ? adminApplications.withdrawnOn(formatIndiaDateTime(withdrawal.createdAt)) : null,
    erasureNotice:
      erasedAt === null
        ? null
        : astrologer.identityDataErasure === "withdrawal"
          ? adminApplications.erasedOnWithdrawal(erasedAt)
          : adminApplications.erasedByRetention(erasedAt),
    astrologer: {
      id: astrologer.id,
      name: [astrologer.firstName, astrologer.lastName].filter(Boolean).join(" "),
      email: astrologer.email,
      mobile: astrologer.mobile,
      gender: astrologer.gender,
      age: astrologer.age,
      address: [astrologer.address, astrologer.city, astrologer.state, astrologer.country, astrologer.pinCode].filter(Boolean).join(", "),
      language: astrologer.language,
      specialization: specializationName(astrologer.specialization, translator("en")),
      experience: astrologer.experience,
      rating: astrologer.rating,
      status: astrologer.status,
      statusLabel: adminApplications.statuses[applicationStatus(astrologer.status, astrologer.deactivatedAt !== null)],
      rejectionReason: astrologer.rejectionReason,
      canReapply: astrologer.canReapply,
      deactivated: astrologer.deactivatedAt !== null,
      registered: formatIndiaDateTime(astrologer.registrationDate),
    },
    approvalWarnings: approvalWarnings(
      { documentKinds: documents.map((d) => d.kind), hasBankDetails: Boolean(bank) },
      translator("en"),
      adminApproval,
    ),
    // Identity and account numbers leave the server masked, never whole.
    bank: bank && {
      aadhaar: maskLast4(bank.aadhaarLast4),
      account: maskLast4(bank.accountLast4),
      pan: bank.pan,
      holder: bank.accountHolderName,
      ifsc: bank.ifsc,
      bank: bank.bankName,
      branch: [bank.branchName, bank.address, bank.city, bank.state].filter(Boolean).join(", "),
      mobile: bank.mobile,
    },
    documents: documents.map((d) => ({
      id: d.id,
      label: documentName(d.kind, translator("en")),
      originalName: d.originalName,
      contentType: d.contentType,
    })),
    history: [
      ...events.map((e) => ({ id: `e${e.id}`, at: e.createdAt, what: historyLabel(e.action), reason: e.reason, by: e.adminEmail })),
      ...documentViews.map((v) => ({ id: `a${v.id}`, at: v.createdAt, what: "Document viewed", reason: null, by: v.adminEmail })),
    ]
      .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime())
      .map((h) => ({ ...h, at: formatIndiaDateTime(h.at) })),
  });
}

function historyLabel(action: string): string {
  return (
    {
      submitted: "Application submitted",
      resubmitted: "Application submitted again",
      approved: "Approved",
      rejected: "Rejected",
      deactivated: "Deactivated",
      reapply_allowed: "Reapplication allowed",
      withdrawn: "Withdrawn by the applicant",
      data_erased: "Documents and bank details erased (retention rule)",
    }[action] ?? action
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = parseId(params.id);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const back = async (text: string, kind: "success" | "error" = "success") => redirectWithFlash(`/admin/view/${id}`, { kind, text });
  try {
    switch (intent) {
      // Approving is asked twice; the question is a page of its own answer, so it needs no script.
      case "confirm-approve":
        return json({ confirm: "approve" as const });
      case "approve":
        await approveApplication(admin.id, id);
        return back(adminApplications.approved);
      case "reject": {
        const checked = await rejectionValidator.validate(form);
        if (checked.error) return validationError(checked.error, checked.submittedData);
        try {
          await rejectApplication(admin.id, id, checked.data.reason);
        } catch (error) {
          // An application that cannot be rejected (withdrawn meanwhile) is said beside the form.
          if (error instanceof ReviewError) {
            return validationError({ fieldErrors: { [FORM_ERROR]: `Error: ${error.message}` } }, checked.submittedData, { status: 409 });
          }
          logger.error("reject failed", { error });
          return validationError({ fieldErrors: { [FORM_ERROR]: adminApplications.rejectFailed } }, checked.submittedData, {
            status: failureStatus(error),
          });
        }
        return back(adminApplications.rejected);
      }
      case "deactivate":
        try {
          await deactivateAstrologer(admin.id, id);
        } catch (error) {
          logger.error("deactivate failed", { error });
          return back(adminApplications.deactivateFailed, "error");
        }
        return back(adminApplications.deactivated);
      case "reapply":
        await allowReapplication(admin.id, id);
        return back(adminApplications.reapplyAllowed);
      default:
        return json({ unknownIntent: true }, { status: 400 });
    }
  } catch (error) {
    // The spec's 'Error: {message}' carries our own review messages, never a database's.
    if (error instanceof ReviewError) return back(`Error: ${error.message}`, "error");
    logger.error("review action failed", { error });
    return back(`Error: ${adminApplications.noData}`, "error");
  }
}
