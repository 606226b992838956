import { Link } from "@remix-run/react";
import { type ReactNode, Suspense } from "react";
import { ValidatedForm, type Validator } from "remix-validated-form";

import { DefaultSubmit, ErrorSummary, fieldValues, SubmitButton } from "~/components/form-fields";
import { useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";

import { AnswerLoading, FocusOnAnswer } from "./FocusOnAnswer";

type BirthFormProps<Data extends Record<string, unknown>> = {
  /** The page's own address, in English form: the form posts to it. */
  path: string;
  validator: Validator<Data>;
  /** The post's answer, if any: its values fill the form again. */
  reply: { repopulateFields?: unknown } | undefined;
  /** The server offered places to choose from: Enter then sends the form as its main button does. */
  choices: boolean;
  /** Each field's name as the error summary says it. */
  labels: Record<string, string>;
  /** Fetches the answer's components when the form is first touched, long before it is sent. */
  onFirstFocus: () => void;
  heading?: ReactNode;
  submit: string;
  pending: string;
  /** The other birth form, linked under this one. */
  other: { path: string; text: string };
  children: ReactNode;
};

/**
 * A birth-details form (the kundli's, the milan's): a plain post that works without script,
 * drawn afresh for each answer so its fields show what the server took (a place chosen from a
 * list); a refusal's summary takes the focus, and so the view, not the first field it names.
 */
export function BirthForm<Data extends Record<string, unknown>>(props: BirthFormProps<Data>) {
  const { t } = useTranslation("kundli");
  const to = useLocalePath();
  const values = fieldValues((props.reply?.repopulateFields as Record<string, string> | undefined) ?? null);
  return (
    <ValidatedForm
      onFocus={props.onFirstFocus}
      key={JSON.stringify(props.reply?.repopulateFields ?? null)}
      action={to(props.path)}
      validator={props.validator}
      method="post"
      noValidate
      disableFocusOnError
      defaultValues={values}
      className="stack kundli-form"
    >
      {props.heading}
      {props.choices ? <DefaultSubmit /> : null}
      <ErrorSummary labels={props.labels} message={t("messages.fixFields")} focus />
      {props.children}
      <div className="button-row">
        <SubmitButton pendingText={props.pending}>{props.submit}</SubmitButton>
      </div>
      <p className="field-hint">
        <Link to={to(props.other.path)}>{props.other.text}</Link>
      </p>
    </ValidatedForm>
  );
}

/**
 * A post's answer whose components load lazily: the server renders it whole (entry.server waits
 * for it); drawn in the browser, a line says it is coming, and its heading (`focusId`) takes the
 * focus once it is there.
 */
export function BirthAnswer({
  making,
  focusId,
  answer,
  children,
}: {
  making: string;
  focusId: string;
  answer: unknown;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={<AnswerLoading text={making} />}>
      {children}
      <FocusOnAnswer id={focusId} answer={answer} />
    </Suspense>
  );
}

/**
 * A birth form page's heading and introduction. A refused post comes back with the form and its
 * message first: the introduction was read before.
 */
export function BirthIntro({ heading, paragraphs, refused }: { heading: string; paragraphs: string[]; refused: boolean }) {
  return (
    <>
      <h1>{heading}</h1>
      {refused
        ? null
        : paragraphs.map((text, i) => (
            <p key={text} className={i === 0 ? "lead" : undefined}>
              {text}
            </p>
          ))}
    </>
  );
}
