// What every form's fields run with, imported here so that the browser build puts them in this
// module's chunk rather than in one small file each (decision 084).
import "~/domain/camera-photos";
import "~/domain/phone";
import "~/forms/text-input";
import "~/components/PrivacyNoticeLink";

import { useFormAction, useNavigation } from "@remix-run/react";
import { type ChangeEvent, type ComponentProps, type FocusEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { type FieldErrors, useField, useFormContext, useIsSubmitting } from "remix-validated-form";

import { useTranslation } from "~/components/use-translation";
import { FORM_ERROR } from "~/forms/validation";

// The fields of every form (STYLE.md "One way to build a form"), inside a remix-validated-form
// <ValidatedForm>: each reads its message and starting value with `useField` and wires its
// label, id, aria-invalid, aria-describedby and the error text beside it. Messages come from the
// form's zod schema (domain/), in the browser and from the server alike. Inputs never carry the
// `required` attribute: the browser's own bubbles would pre-empt the spec's messages when
// JavaScript is off, so required fields say so with aria-required instead. Every text field takes
// its maxLength from the same limit its schema enforces (domain/text-input.ts), so the browser
// stops typing where the server would refuse.

// When the browser checks a field. Until it shows a message, and until the form is first sent, a
// field is quiet as it is typed and checked when it is left after a change; once a message shows,
// or once the form has been sent, it is checked as it is typed, so the message goes as soon as
// the field is put right.
const QUIET = { initial: "onSubmit", whenTouched: "onSubmit", whenSubmitted: "onChange" } as const;
const RECHECK = { initial: "onChange", whenTouched: "onChange", whenSubmitted: "onChange" } as const;

type Events = { onChange?: (event: never) => void; onBlur?: (event: never) => void };
/** What a control gets from its field: its name, its starting value and the events that check it. */
type Wired<P> = Omit<P, "onChange" | "onBlur"> & {
  name: string;
  defaultValue?: string;
  defaultChecked?: boolean;
  onChange: (event: ChangeEvent<Element>) => void;
  onBlur: (event: FocusEvent<Element>) => void;
};

/**
 * One field of the surrounding ValidatedForm: `useField`, checked as the house checks fields.
 * `inputProps` gives a control posted under the field's own name its name, starting value and
 * events (remix-validated-form's `getInputProps`); `groupEvents` are for the controls of a field
 * whose message goes under a name none of them posts (the OTP boxes, a date range).
 */
export function useFormField(name: string) {
  const [recheck, setRecheck] = useState(false);
  const field = useField(name, { validationBehavior: recheck ? RECHECK : QUIET });
  // A message from the server or from the browser: from now on the field is rechecked as typed.
  if (field.error && !recheck) setRecheck(true);
  const changed = useRef(false);
  // A new message is about the value as it stands: leaving the field unchanged keeps it (a
  // server's "which place?" stays, and the choices under it do not move up as it is tapped).
  const shownError = useRef(field.error);
  if (field.error !== shownError.current) {
    shownError.current = field.error;
    if (field.error) changed.current = false;
  }
  const { getInputProps, validate, setTouched } = field;

  const leave = () => {
    if (changed.current) validate();
    // A field only passed through is not touched: checking another field gives it no message.
    else setTouched(false);
  };

  function inputProps<P extends Events & Record<string, unknown>>(props: P): Wired<P> {
    const { onChange, onBlur, ...rest } = props;
    const wire = getInputProps as (props: object) => Wired<P>;
    return wire({
      ...rest,
      onChange: (event: ChangeEvent<Element>) => {
        changed.current = true;
        onChange?.(event as never);
      },
      onBlur: (event: FocusEvent<Element>) => {
        leave();
        onBlur?.(event as never);
      },
    });
  }

  const groupEvents = {
    onChange: () => {
      changed.current = true;
      if (recheck) validate();
    },
    onBlur: leave,
  };

  return { error: field.error, defaultValue: field.defaultValue as string | undefined, inputProps, groupEvents };
}

/**
 * A form's starting values as its fields hold them (text). ValidatedForm types `defaultValues` as
 * its validator's data, which for a schema that turns text into numbers, dates or a sign is
 * another shape.
 */
export const fieldValues = (values: Readonly<Record<string, string | null | undefined>> | null | undefined) =>
  (values ?? undefined) as never;

type InputProps = Omit<ComponentProps<"input">, "name" | "id" | "defaultValue" | "value" | "required">;

type FieldBase = {
  name: string;
  label: string;
  /** Defaults to the name, so the error summary can link to it. */
  id?: string;
  hint?: ReactNode;
  required?: boolean;
};

function describedBy(...ids: Array<string | false | undefined>) {
  return ids.filter(Boolean).join(" ") || undefined;
}

/** The line under a label that says what to type. */
function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  return hint ? (
    <p id={id} className="field-hint">
      {hint}
    </p>
  ) : null;
}

/** A field's message, under it. */
function FieldMessage({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

/**
 * A field's state and the attributes that wire its control to its label, hint and message.
 * The ids of the hint and the message follow the field's id ('pinCode-hint', 'pinCode-error').
 */
export function useFieldWiring({ name, id, hint, required }: { name: string; id: string; hint?: ReactNode; required?: boolean }) {
  const field = useFormField(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = field.error ? `${id}-error` : undefined;
  return {
    ...field,
    hintId,
    errorId,
    control: {
      id,
      "aria-required": required || undefined,
      "aria-invalid": field.error ? true : undefined,
      "aria-describedby": describedBy(hintId, errorId),
    },
  };
}

/** A labelled control with its hint above it and its message under it. */
export function LabelledField({
  label,
  hint,
  field,
  children,
}: {
  label: string;
  hint?: ReactNode;
  field: ReturnType<typeof useFieldWiring>;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={field.control.id}>{label}</label>
      <FieldHint id={field.hintId} hint={hint} />
      {children}
      <FieldMessage id={field.errorId} error={field.error} />
    </div>
  );
}

export function TextField({ name, label, id = name, hint, required, type = "text", ...rest }: FieldBase & InputProps) {
  const field = useFieldWiring({ name, id, hint, required });
  const { defaultValue, ...props } = field.inputProps({ ...rest, ...field.control, type });
  // A file input cannot be given a value; every other kind starts with the form's.
  return (
    <LabelledField label={label} hint={hint} field={field}>
      <input {...props} defaultValue={type === "file" ? undefined : defaultValue} />
    </LabelledField>
  );
}

type TextareaProps = Omit<ComponentProps<"textarea">, "name" | "id" | "defaultValue" | "value" | "required"> & FieldBase;

/** A text field of several lines, wired like TextField. */
export function TextareaField({ name, label, id = name, hint, required, ...rest }: TextareaProps) {
  const field = useFieldWiring({ name, id, hint, required });
  return (
    <LabelledField label={label} hint={hint} field={field}>
      <textarea {...field.inputProps({ ...rest, ...field.control })} />
    </LabelledField>
  );
}

export type Option = { value: string; label: string };

type SelectProps = FieldBase & {
  options: readonly Option[];
  /** The first, empty choice ('Select a state'); none when a choice is always made. */
  placeholder?: string;
  /** Given: the select is controlled (dependent selects); otherwise the form's default applies. */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  busy?: boolean;
};

export function SelectField({
  name,
  label,
  id = name,
  hint,
  required,
  options,
  placeholder,
  value,
  onChange,
  disabled,
  busy,
}: SelectProps) {
  const field = useFieldWiring({ name, id, hint, required });
  const { defaultValue, ...props } = field.inputProps({ ...field.control, onChange, disabled, "aria-busy": busy || undefined });
  return (
    <LabelledField label={label} hint={hint} field={field}>
      <select
        {...props}
        // Controlled when given a value (dependent selects); otherwise it starts with the form's.
        {...(value === undefined ? { defaultValue: defaultValue ?? "" } : { value })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** A box to tick, its label after it; the message (if any) under both. */
export function CheckboxField({ name, label, id = name }: { name: string; label: string; id?: string }) {
  const field = useFormField(name);
  const errorId = field.error ? `${id}-error` : undefined;
  return (
    <div className="checkbox-field">
      <input
        {...field.inputProps({
          id,
          type: "checkbox",
          "aria-invalid": field.error ? true : undefined,
          "aria-describedby": errorId,
        })}
      />
      <label htmlFor={id}>{label}</label>
      <FieldMessage id={errorId} error={field.error} />
    </div>
  );
}

type DateRangeProps = {
  /** The name its message is given under ('dates'), and the fieldset's id for the summary's link. */
  name: string;
  legend: string;
  start: { name: string; label: string };
  end: { name: string; label: string };
  hint?: ReactNode;
  readOnly?: boolean;
};

/** Two dates with one message between them (a range whose end is before its start is one fault). */
export function DateRangeField({ name, legend, start, end, hint, readOnly }: DateRangeProps) {
  const range = useFormField(name);
  const starts = {
    [start.name]: useField(start.name).defaultValue as string | undefined,
    [end.name]: useField(end.name).defaultValue as string | undefined,
  };
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = range.error ? `${name}-error` : undefined;
  return (
    <fieldset id={name} className="field date-range">
      <legend>{legend}</legend>
      <FieldHint id={hintId} hint={hint} />
      <div className="date-range-inputs">
        {[start, end].map((part) => (
          <div key={part.name}>
            <label htmlFor={part.name}>{part.label}</label>
            <input
              id={part.name}
              name={part.name}
              type="date"
              readOnly={readOnly}
              defaultValue={starts[part.name]}
              aria-invalid={range.error ? true : undefined}
              aria-describedby={describedBy(hintId, errorId)}
              {...range.groupEvents}
            />
          </div>
        ))}
      </div>
      <FieldMessage id={errorId} error={range.error} />
    </fieldset>
  );
}

type RadioGroupProps = { name: string; legend: string; options: readonly Option[]; hint?: ReactNode; required?: boolean };

/** A fieldset whose legend names the question; the group's id is the name, for the summary's link. */
export function RadioGroup({ name, legend, options, hint, required }: RadioGroupProps) {
  const { t } = useTranslation("forms");
  const field = useFormField(name);
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = field.error ? `${name}-error` : undefined;
  return (
    // The group, not each radio, says it needs putting right (ARIA: radios take no aria-invalid).
    <fieldset
      id={name}
      role="radiogroup"
      className="field radio-group"
      aria-invalid={field.error ? true : undefined}
      aria-describedby={describedBy(hintId, errorId)}
    >
      <legend>
        {legend}
        {required ? <span className="visually-hidden"> {t("required")}</span> : null}
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className="radio-options">
        {options.map((option, index) => (
          <label key={option.value} className="radio-option" htmlFor={`${name}-${index}`}>
            <input {...field.inputProps({ type: "radio", id: `${name}-${index}`, value: option.value })} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={field.error} />
    </fieldset>
  );
}

type ErrorSummaryProps = {
  /** Field names and labels in form order: the summary names what to fix in that order. */
  labels: Readonly<Record<string, string>>;
  /** The heading over the list, or a function choosing it from the errors. */
  message: string | ((fieldErrors: FieldErrors) => string);
  /** Put before each name to make the field's id, where one page has several forms of the same fields. */
  idPrefix?: string;
  /**
   * Focus the summary as the page loads (autofocus): a form below a long page, posted without
   * script, comes back with its message in view rather than at the top of the page.
   */
  focus?: boolean;
};

/**
 * The summary at the top of a form (STYLE.md "One way to build a form"): announced by screen
 * readers, with a link to each field to fix, and the form's own message (FORM_ERROR: a rule
 * about the whole form, a failed save). The messages themselves stand beside their fields.
 */
export function ErrorSummary({ labels, message, idPrefix = "", focus = false }: ErrorSummaryProps) {
  const { fieldErrors } = useFormContext();
  const box = useRef<HTMLDivElement>(null);
  const shown = Object.keys(fieldErrors).some((name) => fieldErrors[name]);
  // A page answered in the browser is scrolled to its top after it renders (Remix's scroll
  // restoration), which would take the focused summary out of view: it is focused again after.
  useEffect(() => {
    if (focus && shown) box.current?.focus();
  }, [focus, shown]);
  const formError = fieldErrors[FORM_ERROR];
  const names = Object.keys(fieldErrors).filter((name) => fieldErrors[name] && name !== FORM_ERROR);
  const ordered = [...Object.keys(labels).filter((n) => names.includes(n)), ...names.filter((n) => !(n in labels))];
  if (ordered.length === 0 && !formError) return null;
  return (
    <div className="error-summary" role="alert" ref={box} {...(focus ? { tabIndex: -1, autoFocus: true } : {})}>
      {formError ? <p className="error-summary-title">{formError}</p> : null}
      {ordered.length > 0 ? (
        <>
          <p className="error-summary-title">{typeof message === "function" ? message(fieldErrors) : message}</p>
          <ul>
            {ordered.map((name) => (
              <li key={name}>
                <a href={`#${idPrefix}${name}`}>{labels[name] ?? fieldErrors[name]}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The form's own message alone (a failed save, a refused sign-in), for a form too small for a summary. */
export function FormMessage() {
  const formError = useFormContext().fieldErrors[FORM_ERROR];
  if (!formError) return null;
  return (
    <div className="error-summary" role="alert">
      <p className="error-summary-title">{formError}</p>
    </div>
  );
}

type SubmitButtonProps = Omit<ComponentProps<"button">, "type"> & { pendingText: string };

/** 'Save' that reads 'Saving...' (the spec's "…ing..." texts) while its form is submitting. */
export function SubmitButton({ children, pendingText, className = "button", ...rest }: SubmitButtonProps) {
  const validatedSubmit = useIsSubmitting();
  const navigation = useNavigation();
  const formAction = useFormAction(useFormContext().action);
  // An upload form (multipart) sends its post itself, once its photos are shrunk
  // (UploadProgress.tsx): then the post under way is Remix's navigation to the form's action.
  const uploading =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data" && navigation.formAction === formAction;
  const submitting = validatedSubmit || uploading;
  return (
    <button {...rest} type="submit" className={className} disabled={submitting || rest.disabled}>
      {submitting ? pendingText : children}
    </button>
  );
}

/**
 * The button Enter presses. Browsers submit a form with its first submit button; forms with
 * an intent button before the main one (the location lists) start with this hidden copy
 * of the main action, so Enter in a field never just refreshes the lists.
 */
export function DefaultSubmit() {
  return <button type="submit" hidden tabIndex={-1} />;
}
