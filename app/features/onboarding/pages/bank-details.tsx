import type { MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { type FormEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { ValidatedForm } from "remix-validated-form";

import { DefaultSubmit, ErrorSummary, SubmitButton, TextField } from "~/components/form-fields";
import { useLanguage, useLocalePath } from "~/components/language";
import { PrivacyNoticeLink } from "~/components/PrivacyNoticeLink";
import { useTranslation } from "~/components/use-translation";
import { ACCOUNT_INPUT_MAX_LENGTH, isValidIfscFormat } from "~/domain/bank";
import { MOBILE_INPUT } from "~/domain/phone";
import type { RouteHandle } from "~/domain/route-handle";
import { type BankDetailsField, bankDetailsLabelsIn, ifscSchema, ONBOARDING_LIMITS } from "~/forms/astrologer";
import { type BranchLookup, type LookupNote, lookupOutcome } from "~/forms/ifsc-lookup";
import { bankDetailsValidator } from "~/forms/validators/bank-details";
import { translator } from "~/locales/i18n";
import { wordsMeta } from "~/seo/words-meta";

import type { action, loader, LookupReply } from "./bank-details.server";

export { action, loader } from "./bank-details.server";

export const handle: RouteHandle = { hydrate: true, i18n: ["onboarding", "forms"] };

// Bank details, step 2 of onboarding (spec §2 "Bank details form", §5 "Bank form", §8).
// The IFSC fills the branch fields: with JavaScript a fetcher asks /api/ifsc/{code} as soon
// as 11 characters are typed, and 'Find branch' asks it again; without it 'Find branch' posts
// the form, which comes back with everything kept and the branch filled. Aadhaar and account numbers are stored encrypted
// and never shown again after saving, only their last four digits.

type Values = Record<BankDetailsField, string>;

/** What a 'Find branch' answer without JavaScript says about the code. */
const noteOf = (reply: object | undefined) => (reply && "ifscNote" in reply ? ((reply as LookupReply).ifscNote ?? null) : null);

/** PAN and IFSC: capitals as typed, no autocorrect or saved values. */
const CODE_INPUT = { className: "uppercase-input", autoComplete: "off", autoCapitalize: "characters", spellCheck: false } as const;
/** Aadhaar and account numbers: the digit keypad, no saved values. */
const DIGITS_INPUT = { inputMode: "numeric", autoComplete: "off" } as const;

export default function BankDetails() {
  const { t } = useTranslation(["onboarding", "forms"]);
  const language = useLanguage();
  // One function per language: the lookup's effect below depends on it.
  const translate = useMemo(() => translator(language), [language]);
  const to = useLocalePath();
  const { mobile, saved } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const lookup = useFetcher<BranchLookup | { error: string }>();
  const [note, setNote] = useState<LookupNote | null>(noteOf(reply));
  const labels = bankDetailsLabelsIn(translate);
  const defaults = (reply?.repopulateFields as Partial<Values> | undefined) ?? { mobile };

  useEffect(() => setNote(noteOf(reply)), [reply]);

  useEffect(() => {
    const form = formRef.current;
    if (lookup.state !== "idle" || !lookup.data || !("status" in lookup.data) || !form) return;
    const { fill, note: lookupNote } = lookupOutcome(lookup.data, translate);
    // The branch inputs are uncontrolled (the form's check reads the form itself).
    for (const [name, value] of Object.entries(fill)) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    }
    setNote(lookupNote);
  }, [lookup.state, lookup.data, translate]);

  const upperCase = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const caret = input.selectionStart;
    input.value = input.value.toUpperCase();
    if (caret !== null) input.setSelectionRange(caret, caret);
  };

  const onIfscInput = (event: FormEvent<HTMLInputElement>) => {
    upperCase(event);
    const code = event.currentTarget.value.trim();
    setNote(null);
    if (code.length === 11 && isValidIfscFormat(code)) lookup.load(`/api/ifsc/${encodeURIComponent(code)}`);
  };

  // The same button in both modes, so nothing moves when the scripts start; with them it looks
  // the code up in place (a post would first be stopped by the checks of the other fields).
  const findBranch = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const input = formRef.current?.elements.namedItem("ifsc");
    const checked = ifscSchema(translate).safeParse(input instanceof HTMLInputElement ? input.value.trim().toUpperCase() : "");
    if (checked.success) lookup.load(`/api/ifsc/${encodeURIComponent(checked.data)}`);
    else setNote({ kind: "error", text: checked.error.issues[0].message });
  };

  return (
    <section className="container narrow section account-page onboarding-page">
      <p className="eyebrow">{t("onboarding:stepOf", { step: 2 })}</p>
      <h1>{t("onboarding:bank.title")}</h1>
      <p className="lead">{t("onboarding:bank.lead")}</p>
      {saved ? (
        <div className="notice saved-details">
          <h2>{t("onboarding:bank.savedTitle")}</h2>
          <dl className="detail-list">
            <dt>{t("onboarding:bank.savedHolder")}</dt>
            <dd>{saved.accountHolderName}</dd>
            <dt>{t("onboarding:bank.savedBank")}</dt>
            <dd>{[saved.bankName, saved.ifsc].filter(Boolean).join(", ")}</dd>
            <dt>{t("onboarding:bank.savedAccount")}</dt>
            <dd>{saved.account}</dd>
            <dt>{t("onboarding:bank.savedAadhaar")}</dt>
            <dd>{saved.aadhaar}</dd>
          </dl>
          <p>
            <Link className="button" to={to("/document")}>
              {t("onboarding:bank.continue")}
            </Link>
          </p>
          <p>{t("onboarding:bank.replaceNote")}</p>
        </div>
      ) : null}
      <ValidatedForm
        action={to("/bank-details")}
        validator={bankDetailsValidator(language)}
        method="post"
        noValidate
        defaultValues={defaults}
        formRef={formRef}
        className="stack account-form"
        aria-label={saved ? t("onboarding:bank.replaceFormName") : t("onboarding:bank.formName")}
      >
        <DefaultSubmit />
        <ErrorSummary labels={labels} message={t("onboarding:bankMessages.fixErrors")} />
        <TextField name="mobile" label={labels.mobile} {...MOBILE_INPUT} required />
        <TextField
          name="aadhaar"
          label={labels.aadhaar}
          {...DIGITS_INPUT}
          maxLength={14}
          hint={t("onboarding:bank.aadhaarHint")}
          required
        />
        <TextField name="pan" label={labels.pan} {...CODE_INPUT} maxLength={10} onInput={upperCase} required />
        <TextField
          name="accountHolderName"
          label={labels.accountHolderName}
          autoComplete="off"
          maxLength={ONBOARDING_LIMITS.accountHolderName}
          required
        />
        <TextField name="accountNumber" label={labels.accountNumber} {...DIGITS_INPUT} maxLength={ACCOUNT_INPUT_MAX_LENGTH} required />
        <TextField
          name="accountNumberConfirm"
          label={labels.accountNumberConfirm}
          {...DIGITS_INPUT}
          maxLength={ACCOUNT_INPUT_MAX_LENGTH}
          required
        />
        <div className="ifsc-lookup" id="ifsc-lookup">
          <TextField
            name="ifsc"
            label={labels.ifsc}
            {...CODE_INPUT}
            maxLength={11}
            hint={t("onboarding:bank.ifscHint")}
            onInput={onIfscInput}
            required
          />
          <button
            type="submit"
            name="intent"
            value="ifsc"
            // Without JavaScript the answer comes back scrolled to the code and its branch.
            formAction="#ifsc-lookup"
            className="button button-light button-small location-refresh"
            onClick={findBranch}
          >
            {t("onboarding:bank.findBranch")}
          </button>
          <p className={`ifsc-note${note?.kind === "error" ? " field-error" : ""}`} role="status">
            {lookup.state === "loading" ? t("onboarding:bank.lookingUp") : note?.text}
          </p>
        </div>
        <TextField name="bankName" label={labels.bankName} autoComplete="off" maxLength={ONBOARDING_LIMITS.bankName} />
        <TextField name="branchName" label={labels.branchName} autoComplete="off" maxLength={ONBOARDING_LIMITS.branchName} />
        <TextField name="address" label={labels.address} autoComplete="off" maxLength={ONBOARDING_LIMITS.address} />
        <TextField name="city" label={labels.city} autoComplete="off" maxLength={ONBOARDING_LIMITS.city} />
        <TextField name="state" label={labels.state} autoComplete="off" maxLength={ONBOARDING_LIMITS.state} />
        <PrivacyNoticeLink />
        <div className="button-row">
          <SubmitButton pendingText={t("onboarding:bank.submitting")}>{t("onboarding:bank.submit")}</SubmitButton>
        </div>
      </ValidatedForm>
    </section>
  );
}

export const meta: MetaFunction = wordsMeta("onboarding:bank.metaTitle", "onboarding:bank.metaDescription", "/bank-details");
