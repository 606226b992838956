import { type KeyboardEvent, useEffect, useState } from "react";
import { useFormContext } from "remix-validated-form";

import { SelectField, TextField } from "~/components/form-fields";
import { shrinkOnChoose } from "~/components/photo-shrinking";
import { useHydrated } from "~/components/use-hydrated";
import {
  addKeywords,
  authorOptions,
  BLOG_IMAGE_ACCEPT,
  contentKeyFor,
  imageExtensionOf,
  keywordsToField,
  MAX_AUTHOR_LENGTH,
  MAX_CONTENT_IMAGES,
  MAX_IMAGE_BYTES,
  MAX_META_TAGS_FIELD_LENGTH,
  parseKeywords,
  TYPE_NEW,
} from "~/domain/blog-upload";
import { BLOG_IMAGE_SHRINK } from "~/domain/camera-photos";
import { adminBlogUpload } from "~/locales/en/admin/blog-upload";

// The blog upload's fields that do more than a shared field: the author choice, the meta tags
// box and the content images with their keys.

/** The seven authors or Type New; the name box is there in both modes and used only for Type New. */
export function AuthorFields() {
  return (
    <>
      <SelectField name="article" label={adminBlogUpload.labels.article} options={authorOptions} placeholder="Choose an author" required />
      <TextField
        name="customAuthor"
        label={adminBlogUpload.labels.customAuthor}
        maxLength={MAX_AUTHOR_LENGTH}
        hint={`Used only when the author is “${TYPE_NEW}”.`}
      />
    </>
  );
}

/**
 * One comma-separated box in both modes, with the keywords it holds listed under it. With
 * JavaScript, Enter or a comma adds the keyword being typed and drops a repeat (spec §5), and
 * the list follows as one types; the box itself never changes at hydration.
 */
export function MetaTagsField() {
  const defaultValue = useFormContext().defaultValues?.metaTags as string | undefined;
  const [text, setText] = useState(() => defaultValue ?? "");
  const [announcement, setAnnouncement] = useState("");
  // What was typed before the scripts started is in the box, not in the server's value.
  useEffect(() => {
    const box = document.getElementById("metaTags");
    if (box instanceof HTMLInputElement) setText(box.value);
  }, []);
  const keywords = parseKeywords(text);

  /** The box's text with its keywords once each, ready for the next one. */
  const settle = (input: HTMLInputElement, typed: string) => {
    const before = parseKeywords(typed.slice(0, typed.lastIndexOf(",") + 1));
    const last = typed.slice(typed.lastIndexOf(",") + 1).trim();
    const next = addKeywords(before, last);
    if (last && next.length === before.length) setAnnouncement(`“${last}” is already added.`);
    else if (last) setAnnouncement(`Added ${last}.`);
    const value = next.length > 0 ? `${keywordsToField(next)}, ` : "";
    input.value = value;
    setText(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the keyword; it never sends the form from this box.
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      settle(event.currentTarget, event.currentTarget.value);
    }
  };
  return (
    <div className="meta-tags">
      <TextField
        name="metaTags"
        label={adminBlogUpload.labels.metaTags}
        hint="Keywords for search engines, separated by commas (Enter or a comma adds one; each is kept once)."
        maxLength={MAX_META_TAGS_FIELD_LENGTH}
        autoComplete="off"
        onKeyDown={onKeyDown}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={(event) => {
          if (event.currentTarget.value.trim()) {
            const value = keywordsToField(parseKeywords(event.currentTarget.value));
            event.currentTarget.value = value;
            setText(value);
          }
        }}
      />
      {keywords.length > 0 ? (
        <ul className="meta-chips" aria-label="Meta tags added">
          {keywords.map((keyword) => (
            <li key={keyword.toLocaleLowerCase("en-IN")} className="meta-chip">
              {keyword}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The content images. Those kept from an earlier try are listed with their keys; new ones
 * continue after them. With JavaScript, the key each chosen file will get is shown at once.
 */
export function ContentImagesField({ kept, discard }: { kept: string[]; discard: boolean }) {
  const hydrated = useHydrated();
  const [files, setFiles] = useState<Array<{ name: string; size: number }>>([]);
  let next = discard ? 0 : kept.length;
  const preview = files.map((file) => {
    const reason = !imageExtensionOf(file.name)
      ? adminBlogUpload.skipReasons.notImage
      : file.size > MAX_IMAGE_BYTES
        ? adminBlogUpload.skipReasons.tooLarge
        : next >= MAX_CONTENT_IMAGES
          ? adminBlogUpload.skipReasons.tooMany(MAX_CONTENT_IMAGES)
          : null;
    return { name: file.name, key: reason ? null : contentKeyFor(next++), reason };
  });
  return (
    <>
      <TextField
        name="contentFiles"
        label={adminBlogUpload.labels.contentFiles}
        type="file"
        multiple
        accept={BLOG_IMAGE_ACCEPT}
        hint={
          kept.length > 0
            ? `New images get keys after the kept ones (${contentKeyFor(kept.length)}, ${contentKeyFor(kept.length + 1)}, …). Up to ${MAX_CONTENT_IMAGES} in all, 5 MB each.`
            : `Several images; each gets a key in the order chosen (content-1, content-2, …) to use in the HTML. Up to ${MAX_CONTENT_IMAGES}, 5 MB each.`
        }
        onChange={shrinkOnChoose(BLOG_IMAGE_SHRINK, (chosen) => setFiles(chosen.map((f) => ({ name: f.name, size: f.size }))))}
      />
      {kept.length > 0 ? (
        <div className="kept-files">
          <p>{adminBlogUpload.kept}</p>
          <ul className="content-keys" aria-label="Kept files and their keys">
            {kept.map((name, i) => (
              <li key={i}>
                <code>{contentKeyFor(i)}</code> <span className="uploaded-file">{name}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {hydrated && preview.length > 0 ? (
        <ul className="content-key-preview" aria-label="Keys for the chosen images">
          {preview.map((file, i) => (
            <li key={i}>
              {file.key ? <code>{file.key}</code> : <span className="field-error">Will be skipped: {file.reason}</span>} {file.name}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
