import { Form, useActionData, useFormAction, useNavigation } from "@remix-run/react";
import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type FormEvent,
  type MutableRefObject,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";

import { checkForm, type FieldErrors, FORM_ERROR, type FormSchema } from "~/domain/form-check";

// The house form (docs/how-to-add-a-form.md): a Remix <Form>, a plain post without JavaScript,
// that gives its fields (form-fields.tsx) their starting values and the messages to show. The
// messages are the server's answer; with JavaScript the same schema also checks the form in the
// browser before it is sent, a field again when it is left after a change, and every field as it
// is put right once a message is showing. Nothing here is a store: a field reads one context.

type Values = Readonly<Partial<Record<string, string>>>;

type FormState = { errors: FieldErrors; defaults: Values; submitting: boolean };

const NO_ERRORS: FieldErrors = {};
const FormStateContext = createContext<FormState>({ errors: NO_ERRORS, defaults: {}, submitting: false });

type CheckedFormProps = Omit<ComponentProps<typeof Form>, "method" | "noValidate" | "defaultValue" | "ref"> & {
  method?: "post";
  /** The form's schema (domain/), for the browser's check; without it only the server checks. */
  schema?: FormSchema<unknown>;
  /** The server's messages, from the action's answer. */
  errors?: FieldErrors | null;
  /** What the fields start with: the loader's values, or what was posted when it comes back. */
  defaultValues?: Values;
  /** For a route that reads the form's own inputs (a lookup that fills fields). */
  formRef?: MutableRefObject<HTMLFormElement | null>;
};

const NO_VALUES: Values = {};

/** The messages as a value, so the same messages in a new object are not a new answer. */
function errorsKey(errors: FieldErrors | null | undefined): string {
  return errors ? JSON.stringify(Object.entries(errors).sort(([a], [b]) => a.localeCompare(b))) : "";
}

export function CheckedForm({
  schema,
  errors,
  defaultValues = NO_VALUES,
  formRef: outerRef,
  children,
  onSubmit,
  action,
  ...rest
}: CheckedFormProps) {
  const ownRef = useRef<HTMLFormElement | null>(null);
  const formRef = outerRef ?? ownRef;
  const changed = useRef(new Set<string>());
  const tried = useRef(false);
  // The server's answer replaces whatever the browser showed; until the next one, the browser's
  // check updates it. An answer is known by the action's data, not by the `errors` object, which
  // a route may build afresh on every render (a countdown's tick, the reload after a post): that
  // must not bring back a message the visitor has since put right.
  const answer = useActionData();
  const said = errorsKey(errors);
  const [shown, setShown] = useState({ answer, said, errors: errors ?? NO_ERRORS });
  let current = shown;
  if (shown.answer !== answer || shown.said !== said) {
    current = { answer, said, errors: errors ?? NO_ERRORS };
    setShown(current);
  }
  const navigation = useNavigation();
  const formAction = useFormAction(action);
  const submitting = navigation.state === "submitting" && navigation.formAction === formAction;
  const state = useMemo(
    () => ({ errors: current.errors, defaults: defaultValues, submitting }),
    [current.errors, defaultValues, submitting],
  );

  const check = () => (schema && formRef.current ? (checkForm(schema, new FormData(formRef.current)).fieldErrors ?? NO_ERRORS) : null);

  /** Updates one field's message from a fresh check of the whole form (rules may compare fields). */
  const recheck = (name: string) => {
    const found = check();
    if (!found) return;
    setShown((now) => {
      if (now.errors[name] === found[name]) return now;
      const next = { ...now.errors };
      if (found[name]) next[name] = found[name];
      else delete next[name];
      return { ...now, errors: next };
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return;
    tried.current = true;
    const found = check();
    if (!found) return;
    setShown((now) => ({ ...now, errors: found }));
    const names = Object.keys(found);
    if (names.length === 0) return;
    event.preventDefault();
    // Focus the first field to put right, in the order the form shows them.
    const first = Array.from(event.currentTarget.elements).find(
      (element): element is HTMLElement & { name: string } => "name" in element && names.includes(String(element.name)),
    );
    first?.focus();
  };

  /** The name a control's message goes under: its own, or its group's (`data-field`, a date range's two inputs). */
  const fieldName = (event: FormEvent<HTMLFormElement> | FocusEvent<HTMLFormElement>) => {
    const target = event.target as Partial<HTMLInputElement>;
    const name = target.dataset?.field ?? target.name;
    return typeof name === "string" && name ? name : null;
  };

  const handleChange = (event: FormEvent<HTMLFormElement>) => {
    const name = fieldName(event);
    if (!name) return;
    changed.current.add(name);
    if (tried.current || current.errors[name]) recheck(name);
  };

  const handleBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = fieldName(event);
    if (name && changed.current.has(name)) recheck(name);
  };

  return (
    <FormStateContext.Provider value={state}>
      <Form
        {...rest}
        ref={formRef}
        action={action}
        method="post"
        noValidate
        onSubmit={handleSubmit}
        // `input`, not `change`: on a form, React's onChange is the input event, Preact's the
        // native change (fired when a field is left); the input event means the same in both.
        onInput={handleChange}
        onBlur={handleBlur}
      >
        {children}
      </Form>
    </FormStateContext.Provider>
  );
}

/** A field's message and starting value. */
export function useFieldState(name: string) {
  const { errors, defaults } = useContext(FormStateContext);
  return { error: errors[name] as string | undefined, defaultValue: defaults[name] };
}

/** Every message the form shows now. */
export function useFormErrors(): FieldErrors {
  return useContext(FormStateContext).errors;
}

/** True while this form's post is on its way. */
export function useIsSubmitting(): boolean {
  return useContext(FormStateContext).submitting;
}

/** The form's own message alone (a failed save, a refused sign-in), for a form too small for a summary. */
export function FormMessage({ formError: serverFormError }: { formError?: string | null }) {
  const errors = useFormErrors();
  const formError = serverFormError ?? errors[FORM_ERROR];
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
  const submitting = useIsSubmitting();
  return (
    <button {...rest} type="submit" className={className} disabled={submitting || rest.disabled}>
      {submitting ? pendingText : children}
    </button>
  );
}
