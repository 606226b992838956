import type { ChangeEvent, ComponentProps, ReactNode } from "react";

import { type FieldErrors, FORM_ERROR } from "~/domain/form-check";

import { useFieldState, useFormErrors } from "./checked-form";

// The form-wide pieces live with the form itself (the sign-in pages load no more than they use).
export { FormMessage, SubmitButton } from "./checked-form";

// Fields of the house form, CheckedForm (STYLE.md "Forms"): each wires its label, id,
// aria-invalid, aria-describedby and the error text beside it. Messages come from the
// shared zod schema, in the browser and from the server alike. Inputs never carry the
// `required` attribute: the browser's own bubbles would pre-empt the spec's messages when
// JavaScript is off, so required fields say so with aria-required instead. Every text field
// takes its maxLength from the same limit its schema enforces (domain/text-input.ts), so the
// browser stops typing where the server would refuse.

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
function useFieldWiring({ name, id, hint, required }: { name: string; id: string; hint?: ReactNode; required?: boolean }) {
  const { error, defaultValue } = useFieldState(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    error,
    defaultValue,
    hintId,
    errorId,
    control: {
      name,
      id,
      "aria-required": required || undefined,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(hintId, errorId),
    },
  };
}

/** A labelled control with its hint above it and its message under it. */
function LabelledField({
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
  return (
    <LabelledField label={label} hint={hint} field={field}>
      <input
        {...rest}
        {...field.control}
        type={type}
        // A file input cannot be given a value; every other kind starts with the form's.
        defaultValue={type === "file" ? undefined : field.defaultValue}
      />
    </LabelledField>
  );
}

type TextareaProps = Omit<ComponentProps<"textarea">, "name" | "id" | "defaultValue" | "value" | "required"> & FieldBase;

/** A text field of several lines, wired like TextField. */
export function TextareaField({ name, label, id = name, hint, required, ...rest }: TextareaProps) {
  const field = useFieldWiring({ name, id, hint, required });
  return (
    <LabelledField label={label} hint={hint} field={field}>
      <textarea {...rest} {...field.control} defaultValue={field.defaultValue} />
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
  return (
    <LabelledField label={label} hint={hint} field={field}>
      <select
        {...field.control}
        // Controlled when given a value (dependent selects); otherwise it starts with the form's.
        {...(value === undefined ? { defaultValue: field.defaultValue ?? "" } : { value })}
        onChange={onChange}
        disabled={disabled}
        aria-busy={busy || undefined}
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
  const { error, defaultValue } = useFieldState(name);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="checkbox-field">
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={defaultValue === "on"}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
      />
      <label htmlFor={id}>{label}</label>
      <FieldMessage id={errorId} error={error} />
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
  const { error } = useFieldState(name);
  const starts = { [start.name]: useFieldState(start.name).defaultValue, [end.name]: useFieldState(end.name).defaultValue };
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
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
              data-field={name}
              readOnly={readOnly}
              defaultValue={starts[part.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(hintId, errorId)}
            />
          </div>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

type RadioGroupProps = { name: string; legend: string; options: readonly Option[]; hint?: ReactNode; required?: boolean };

/** A fieldset whose legend names the question; the group's id is the name, for the summary's link. */
export function RadioGroup({ name, legend, options, hint, required }: RadioGroupProps) {
  const { error, defaultValue } = useFieldState(name);
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  return (
    // The group, not each radio, says it needs putting right (ARIA: radios take no aria-invalid).
    <fieldset
      id={name}
      role="radiogroup"
      className="field radio-group"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(hintId, errorId)}
    >
      <legend>
        {legend}
        {required ? <span className="visually-hidden"> (required)</span> : null}
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className="radio-options">
        {options.map((option, index) => (
          <label key={option.value} className="radio-option" htmlFor={`${name}-${index}`}>
            <input type="radio" name={name} id={`${name}-${index}`} value={option.value} defaultChecked={defaultValue === option.value} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

type ErrorSummaryProps = {
  /** Field names and labels in form order: the summary names what to fix in that order. */
  labels: Readonly<Record<string, string>>;
  /** The heading over the list, or a function choosing it from the errors. */
  message: string | ((fieldErrors: FieldErrors) => string);
  /** A form-level message from the server (a failed save), shown with or without field errors. */
  formError?: string | null;
  /** Put before each name to make the field's id, where one page has several forms of the same fields. */
  idPrefix?: string;
};

/**
 * The summary at the top of a form (STYLE.md "Forms"): announced by screen readers, with a
 * link to each field to fix. The messages themselves stand beside their fields.
 */
export function ErrorSummary({ labels, message, formError: serverFormError, idPrefix = "" }: ErrorSummaryProps) {
  const fieldErrors = useFormErrors();
  const formError = serverFormError ?? fieldErrors[FORM_ERROR];
  const names = Object.keys(fieldErrors).filter((name) => fieldErrors[name] && name !== FORM_ERROR);
  const ordered = [...Object.keys(labels).filter((n) => names.includes(n)), ...names.filter((n) => !(n in labels))];
  if (ordered.length === 0 && !formError) return null;
  return (
    <div className="error-summary" role="alert">
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

/**
 * The button Enter presses. Browsers submit a form with its first submit button; forms with
 * an intent button before the main one (the location lists) start with this hidden copy
 * of the main action, so Enter in a field never just refreshes the lists.
 */
export function DefaultSubmit() {
  return <button type="submit" hidden tabIndex={-1} />;
}
