import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ValidatedForm, type Validator } from "remix-validated-form";

import { ErrorSummary, fieldValues } from "~/components/form-fields";

// The admin lists' shared pieces: a record's edit form with its save and delete buttons, which
// post to one action that tells them apart by `intent` and `id`, and the table of records that
// becomes a card per row on a phone.

/** The post under way from this page, if any: its intent and the record it names. */
export function usePendingPost(path?: string) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && (path === undefined || navigation.formAction?.split("?")[0] === path);
  return {
    busy,
    intent: busy ? String(navigation.formData?.get("intent") ?? "") : null,
    id: busy ? Number(navigation.formData?.get("id")) || null : null,
  };
}

type RecordEditFormProps = {
  formId: string;
  recordId: number;
  /** Where the form posts; the page's own address when left out. */
  action?: string;
  // remix-validated-form's own prop type: each list has its own form's values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  validator: Validator<any>;
  defaultValues: Parameters<typeof fieldValues>[0];
  label: string;
  labels: Record<string, string>;
  fixFields: string;
  pending: ReturnType<typeof usePendingPost>;
  /** The record's fields, their ids starting with `${formId}-`. */
  children: ReactNode;
};

/** One record's edit form: its fields, then Save changes and Delete. */
export function RecordEditForm({
  formId,
  recordId,
  action,
  validator,
  defaultValues,
  label,
  labels,
  fixFields,
  pending,
  children,
}: RecordEditFormProps) {
  const mine = pending.id === recordId ? pending.intent : null;
  return (
    <ValidatedForm
      id={formId}
      action={action}
      validator={validator}
      method="post"
      noValidate
      defaultValues={fieldValues(defaultValues)}
      className="stack"
      aria-label={label}
    >
      <input type="hidden" name="id" value={recordId} />
      <ErrorSummary labels={labels} message={fixFields} idPrefix={`${formId}-`} />
      {children}
      <div className="button-row">
        <button type="submit" name="intent" value="update" className="button button-small" disabled={pending.busy}>
          {mine === "update" ? "Saving..." : "Save changes"}
        </button>
        {/* Deleting needs no valid text: the form's schema lets this button through. */}
        <button
          type="submit"
          name="intent"
          value="delete"
          className="button button-small button-danger"
          disabled={pending.busy}
          formNoValidate
        >
          {mine === "delete" ? "Deleting..." : "Delete"}
        </button>
      </div>
    </ValidatedForm>
  );
}

/**
 * A table of records, one row each, whose last column holds the row's actions. On a phone each
 * row becomes a card (app.css, "Admin area"): the cells carry their headings as `data-label`.
 */
export function RecordTable({ headings, children }: { headings: ReactNode[]; children: ReactNode }) {
  return (
    <table className="admin-table admin-cards">
      <thead>
        <tr>
          {headings.map((heading, i) => (
            <th key={i} scope="col">
              {heading}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A row's button to the record's own page. */
export function OpenRecordLink({ to, label, children = "Open" }: { to: string; label: string; children?: ReactNode }) {
  return (
    <td className="card-action">
      <Link to={to} className="button button-small" aria-label={label}>
        {children}
      </Link>
    </td>
  );
}

type PostButtonProps = {
  intent: string;
  /** What the post acts on, sent as hidden fields. */
  values: Record<string, string | number>;
  action?: string;
  label: string;
  className?: string;
  disabled?: boolean;
  children: ReactNode;
};

/** A row's one-button post: its intent, and hidden fields that name what it acts on. */
export function PostButton({ intent, values, action, label, className = "button button-small", disabled, children }: PostButtonProps) {
  return (
    <Form method="post" action={action}>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={className} disabled={disabled} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
