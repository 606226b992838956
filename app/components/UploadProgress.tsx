import { useNavigation, useSubmit } from "@remix-run/react";
import { type FormEvent, useCallback, useRef, useSyncExternalStore } from "react";
import { type FormProps, ValidatedForm } from "remix-validated-form";

import { useTranslation } from "~/components/use-translation";
import type { ShrinkTarget } from "~/domain/camera-photos";

import { shrinkFormImages } from "./photo-shrinking";

// With JavaScript, an upload form's images are shrunk in the browser before they are sent
// (photo-shrinking.ts), and the form is then submitted as Remix submits any form (useSubmit):
// the action, its redirects and its errors are the same as without JavaScript. Remix's own
// submission reports no upload progress, so the bar shows that the upload is under way, not
// how far it has come.

type UploadState = { phase: "idle" } | { phase: "preparing" };

const IDLE: UploadState = { phase: "idle" };
let state: UploadState = IDLE;
const listeners = new Set<() => void>();

function setState(next: UploadState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For a ValidatedForm that uploads images: its `formRef` and an `onSubmit` that shrinks the
 * images of the fields named in `targets`, then submits the form itself (remix-validated-form
 * leaves a submission it was asked not to make: the event is prevented).
 */
export function useShrinkingSubmit(targets: Readonly<Record<string, ShrinkTarget>>) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = useCallback(
    async (_data: unknown, event: FormEvent<HTMLFormElement>) => {
      const form = formRef.current;
      if (!form) return;
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent | undefined)?.submitter as HTMLButtonElement | null | undefined;
      const formData = new FormData(form);
      if (submitter?.name) formData.append(submitter.name, submitter.value);
      setState({ phase: "preparing" });
      try {
        await shrinkFormImages(formData, targets);
      } finally {
        setState(IDLE);
      }
      submit(formData, { method: "post", encType: "multipart/form-data", action: form.getAttribute("action") ?? undefined });
    },
    [submit, targets],
  );
  return { formRef, onSubmit };
}

type UploadFormProps<Data extends Record<string, unknown>> = Omit<
  FormProps<Data, undefined>,
  "action" | "method" | "encType" | "formRef" | "onSubmit" | "noValidate"
> & {
  /** Where it posts, always named: a page's own address may carry a query it was not cached for. */
  action: string;
  /** The image fields shrunk before the form is sent, each to its target. */
  shrink: Readonly<Record<string, ShrinkTarget>>;
};

/** A form that sends files: a multipart post, its images shrunk first (useShrinkingSubmit), checked by its validator alone. */
export function UploadForm<Data extends Record<string, unknown>>({ action, shrink, ...props }: UploadFormProps<Data>) {
  const upload = useShrinkingSubmit(shrink);
  return (
    <ValidatedForm
      action={action}
      method="post"
      encType="multipart/form-data"
      formRef={upload.formRef}
      onSubmit={upload.onSubmit}
      noValidate
      {...props}
    />
  );
}

type UploadProgressTexts = { label: string; preparing: string; uploading: string };

/**
 * Shown only while an upload is prepared or sent (never at first paint or hydration). The submit
 * button keeps its own 'Uploading...' wording. Its words are the form's own when given, the
 * `forms` namespace's otherwise.
 */
export function UploadProgress({ texts: given }: { texts?: UploadProgressTexts }) {
  const { t } = useTranslation("forms");
  const texts = given ?? { label: t("upload.progress"), preparing: t("upload.preparing"), uploading: t("upload.uploading") };
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  if (current.phase === "idle" && !sending) return null;
  return (
    <div className="upload-progress" role="status">
      <progress aria-label={texts.label} />
      <span>{current.phase === "preparing" ? texts.preparing : texts.uploading}</span>
    </div>
  );
}
