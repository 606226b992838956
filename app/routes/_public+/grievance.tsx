import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ValidatedForm, validationError } from "remix-validated-form";

import { ErrorSummary, fieldValues, SelectField, SubmitButton, TextareaField, TextField } from "~/components/form-fields";
import { FORM_ERROR } from "~/domain/forms";
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_RESPONSE_DAYS,
  grievanceLabels as labels,
  grievanceMessages as messages,
  grievanceValidator,
} from "~/domain/grievance";
import { DIAL_CODE_NOTE, MOBILE_INPUT_MAX_LENGTH, MOBILE_PLACEHOLDER } from "~/domain/phone";
import type { RouteHandle } from "~/domain/route-handle";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { TEXT_LIMITS } from "~/domain/text-input";
import type { loader as rootLoader } from "~/root";

import {
  clientIp,
  failureStatus,
  getSignedInCustomer,
  GrievanceLimitError,
  json,
  logger,
  readForm,
  redirectWithFlash,
  submitGrievance,
} from "./grievance.server";

export const handle: RouteHandle = { hydrate: true };

// A grievance to the Grievance Officer (decision 070), open to everyone: a signed-in customer
// finds their name, mobile number and e-mail filled in. The answer's reference number and the
// day we answer by come back on the thank-you page, in a flash message.
export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await getSignedInCustomer(request);
  const values = customer
    ? {
        name: [customer.firstName, customer.lastName].filter(Boolean).join(" "),
        // 'NA' is the spec's word for no e-mail.
        email: customer.email.includes("@") ? customer.email : "",
        mobile: customer.mobile,
      }
    : null;
  return json({ values });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const customer = await getSignedInCustomer(request);
  const form = await readForm(request);
  const result = await grievanceValidator.validate(form);
  if (result.error) return validationError(result.error, result.submittedData);
  try {
    const { reference, answerBy } = await submitGrievance(result.data, { customerId: customer?.id ?? null, ip: clientIp(context) });
    return redirectWithFlash("/grievance/thank-you", { kind: "success", text: messages.received(reference, answerBy) });
  } catch (error) {
    if (error instanceof GrievanceLimitError) {
      return validationError({ fieldErrors: { [FORM_ERROR]: messages.tooMany } }, result.submittedData, { status: 429 });
    }
    logger.error("recording a grievance failed", { error });
    return validationError({ fieldErrors: { [FORM_ERROR]: messages.failed } }, result.submittedData, { status: failureStatus(error) });
  }
}

type Values = Partial<Record<keyof typeof labels, string>>;

export default function Grievance() {
  const { values } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const officer = useRouteLoaderData<typeof rootLoader>("root")?.grievanceOfficer;
  return (
    <section className="container narrow section account-page">
      <h1>{messages.title}</h1>
      <p className="lead">{messages.lead}</p>
      <ValidatedForm
        validator={grievanceValidator}
        method="post"
        noValidate
        defaultValues={fieldValues((reply?.repopulateFields as Values | undefined) ?? values)}
        className="stack account-form"
      >
        <ErrorSummary labels={labels} message={messages.fixFields} />
        <TextField name="name" label={labels.name} autoComplete="name" maxLength={TEXT_LIMITS.personName} required />
        <TextField
          name="email"
          label={labels.email}
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          hint="An e-mail address or a mobile number, or both: we reply by e-mail when you give one, otherwise by SMS."
        />
        <TextField
          name="mobile"
          label={labels.mobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={MOBILE_PLACEHOLDER}
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          hint={DIAL_CODE_NOTE}
        />
        <SelectField name="category" label={labels.category} options={GRIEVANCE_CATEGORIES} placeholder="Choose one" required />
        <TextareaField
          name="description"
          label={labels.description}
          rows={6}
          maxLength={TEXT_LIMITS.grievanceDescription}
          hint="What happened, when, and what you would like us to do. Never write your OTP or card details here."
          required
        />
        <div className="button-row">
          <SubmitButton pendingText="Sending...">Send grievance</SubmitButton>
        </div>
      </ValidatedForm>
      <p>
        You can also write to our Grievance Officer
        {officer ? (
          <>
            , {officer.name}, at <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </>
        ) : null}
        . How we use your personal data is explained in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </section>
  );
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: `${site.brand} - ${messages.title}`,
    description: `Send a grievance to the ${site.brand} Grievance Officer about your personal data, an astrologer, content, or a payment or refund. We answer within ${GRIEVANCE_RESPONSE_DAYS} days.`,
    path: "/grievance",
  });
};
