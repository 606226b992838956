import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { type KeyboardEvent, useEffect, useState } from "react";
import { type FieldErrors, useFormContext, ValidatedForm } from "remix-validated-form";

import { ErrorSummary, fieldValues, SelectField, SubmitButton, TextareaField, TextField } from "~/components/form-fields";
import { shrinkOnChoose } from "~/components/photo-shrinking";
import { UploadProgress, useShrinkingSubmit } from "~/components/UploadProgress";
import { useHydrated } from "~/components/use-hydrated";
import { blogPath, formatBlogDate } from "~/domain/blog";
import {
  addKeywords,
  authorOptions,
  BLOG_IMAGE_ACCEPT,
  blogUploadLabels,
  blogUploadMessages,
  type BlogUploadTextField,
  blogUploadValidator,
  contentKeyFor,
  DISCARD_KEPT_FIELD,
  imageExtensionOf,
  keywordsToField,
  MAX_AUTHOR_LENGTH,
  MAX_CONTENT_IMAGES,
  MAX_DESCRIPTION_LENGTH,
  MAX_HEADING_LENGTH,
  MAX_HTML_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_META_TAGS_FIELD_LENGTH,
  parseKeywords,
  type SkippedFile,
  skipReasons,
  submittedBlogFields,
  TYPE_NEW,
} from "~/domain/blog-upload";
import { BLOG_IMAGE_SHRINK } from "~/domain/camera-photos";
import { CONTENT_LANGUAGE_NAMES, contentLanguageOptions } from "~/domain/content-language";
import { FORM_ERROR } from "~/domain/forms";
import { indiaToday } from "~/domain/india-date";
import { pathInLanguage } from "~/domain/language";
import { MB, type RouteHandle } from "~/domain/route-handle";

import {
  articleHasContent,
  type BlogUploadPost,
  commitUploadReceipt,
  failureStatus,
  getUploadSummary,
  json,
  jsonWithCookies,
  keptBlogImages,
  type KeptImages,
  logger,
  readUploadReceipt,
  receiveBlogUpload,
  redirectWithFlash,
  requireAdmin,
  saveBlog,
  stageBlogImages,
  stagedBlogImages,
  withKeptImages,
} from "./blogupload.server";

export const handle: RouteHandle = { bodyLimit: 20 * MB, tooLargeMessage: "The upload is too large: at most 20 MB in all." };

// Admin blog upload (onboarding-and-admin §2 "blogupload", §3, §4, §5, §8). One multipart form
// that works without JavaScript; with it, the form checks itself before sending and the meta
// tags box adds a keyword on Enter or comma. The same controls stand in both modes.

const PRIVATE = "private, no-store";

type Values = Record<BlogUploadTextField, string>;
/** validationError's answer, with the files skipped and the images kept on the server for the next try (none: null). */
type Reply = {
  fieldErrors: FieldErrors;
  repopulateFields: Values;
  skipped: SkippedFile[];
  kept: KeptImages | null;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const { receipt, clear } = await readUploadReceipt(request);
  const summary = receipt ? await getUploadSummary(receipt.slug) : null;
  return jsonWithCookies(
    {
      today: indiaToday(new Date()),
      uploaded: summary && receipt ? { ...summary, skipped: receipt.skipped } : null,
      // Shown on a fresh visit too: the next post would use them.
      kept: await keptBlogImages(admin.id),
    },
    [clear],
    { headers: { "Cache-Control": PRIVATE } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  let post: BlogUploadPost;
  try {
    post = await receiveBlogUpload(request);
  } catch (error) {
    logger.warn("blog upload unreadable", { error });
    const empty = submittedBlogFields(new FormData());
    return json<Reply>(
      {
        fieldErrors: { [FORM_ERROR]: blogUploadMessages.failed },
        repopulateFields: empty,
        skipped: [],
        kept: await keptBlogImages(admin.id),
      },
      { status: 400, headers: { "Cache-Control": PRIVATE } },
    );
  }
  const values = submittedBlogFields(post.form);
  const staged = post.discardKept ? null : await stagedBlogImages(admin.id);
  const images = withKeptImages(post, staged);
  const reply = (fieldErrors: FieldErrors, status: number, kept = staged?.kept ?? null) =>
    json<Reply>(
      { fieldErrors, repopulateFields: values, skipped: images.skipped, kept },
      { status, headers: { "Cache-Control": PRIVATE } },
    );

  const result = await blogUploadValidator.validate(post.form);
  const fieldErrors: FieldErrors = { ...result.error?.fieldErrors };
  for (const name of post.tooLong) fieldErrors[name] = blogUploadMessages.partTooLong;
  if (result.data && !fieldErrors.htmlContent && !articleHasContent(result.data.htmlContent)) {
    fieldErrors.htmlContent = blogUploadMessages.htmlNothingLeft;
  }
  if (!result.data || Object.keys(fieldErrors).length > 0) {
    // What passed is kept for the next try (a new set replaces the old; with nothing new the old stays).
    const changed = post.discardKept || post.mainImage !== null || post.contentImages.length > 0;
    const kept = changed ? await stageBlogImages(admin.id, images) : (staged?.kept ?? null);
    if (kept) fieldErrors[FORM_ERROR] = blogUploadMessages.imagesKept;
    return reply(fieldErrors, 422, kept);
  }

  let slug: string;
  try {
    ({ slug } = await saveBlog(admin.id, result.data, images));
  } catch (error) {
    logger.error("blog upload failed", { error });
    return reply({ [FORM_ERROR]: blogUploadMessages.failed }, failureStatus(error));
  }
  return redirectWithFlash("/admin/blogupload", { kind: "success", text: blogUploadMessages.uploaded }, [
    await commitUploadReceipt({ slug, skipped: images.skipped }),
  ]);
}

/** With JavaScript the pictures are shrunk in the browser before they are sent. */
const BLOG_SHRINKING = { mainImageFile: BLOG_IMAGE_SHRINK, contentFiles: BLOG_IMAGE_SHRINK };

export default function BlogUpload() {
  const upload = useShrinkingSubmit(BLOG_SHRINKING);
  const loaded = useLoaderData<typeof loader>();
  const { today, uploaded } = loaded;
  const reply = useActionData<typeof action>();
  // English is preselected, and stays chosen when a post came back without a language.
  const defaults: Partial<Values> = { ...reply?.repopulateFields, language: reply?.repopulateFields.language || "en" };
  // The server's word on what it keeps, so the notice is in the first paint in both modes.
  const kept = reply ? reply.kept : loaded.kept;
  const [discard, setDiscard] = useState(false);
  // A box ticked before the scripts started is in the page, not in the state.
  useEffect(() => {
    const box = document.getElementById(DISCARD_KEPT_FIELD);
    setDiscard(box instanceof HTMLInputElement && box.checked);
  }, [kept?.token]);
  return (
    <div className="container section admin-page blog-upload">
      <h1>Blog upload</h1>
      {uploaded ? <UploadReceipt uploaded={uploaded} today={today} /> : null}
      {reply && reply.skipped.length > 0 ? <SkippedFiles files={reply.skipped} /> : null}
      {/* Keyed by the saved post, so the form starts empty again after each upload. */}
      <ValidatedForm
        key={uploaded?.slug ?? "new"}
        validator={blogUploadValidator}
        method="post"
        encType="multipart/form-data"
        formRef={upload.formRef}
        onSubmit={upload.onSubmit}
        noValidate
        defaultValues={fieldValues(defaults)}
        className="stack blog-upload-form"
      >
        <ErrorSummary labels={blogUploadLabels} message={blogUploadMessages.summary} />
        <SelectField
          name="language"
          label={blogUploadLabels.language}
          options={contentLanguageOptions}
          required
          hint="The edition the post is written for: English posts are listed on /blogs, Hindi posts on /hi/blogs."
        />
        <TextField
          name="mainHeading"
          label={blogUploadLabels.mainHeading}
          maxLength={MAX_HEADING_LENGTH}
          required
          hint="The heading readers see on the post and its card."
        />
        <TextField
          name="heading"
          label={blogUploadLabels.heading}
          maxLength={MAX_HEADING_LENGTH}
          required
          hint="The page title for search engines. It also makes the address: /blogs/your-seo-heading (a number is added when the address is taken)."
        />
        <AuthorFields />
        <fieldset className="blog-upload-dates">
          <legend>Dates</legend>
          <TextField
            name="scheduleDate"
            label={blogUploadLabels.scheduleDate}
            type="date"
            required
            hint="The post is listed from this day (India time)."
          />
          <TextField name="startDate" label={blogUploadLabels.startDate} type="date" hint="Optional." />
          <TextField name="endDate" label={blogUploadLabels.endDate} type="date" hint="Optional; not before the start date." />
        </fieldset>
        <TextareaField
          name="mainDescription"
          label={blogUploadLabels.mainDescription}
          rows={3}
          maxLength={MAX_DESCRIPTION_LENGTH}
          hint="Shown on the post's card and as its search description."
        />
        <TextareaField
          name="htmlContent"
          label={blogUploadLabels.htmlContent}
          rows={16}
          maxLength={MAX_HTML_LENGTH}
          required
          spellCheck={false}
          hint={
            <>
              The article as HTML. Scripts, styles, forms and event handlers are removed. Show a content image with{" "}
              <code>{'<img src="content-1" alt="What the image shows">'}</code>.
            </>
          }
        />
        <MetaTagsField />
        {/* The file inputs are keyed by the kept set, so files the server has kept leave them empty again. */}
        <TextField
          key={`main-${kept?.token ?? ""}`}
          name="mainImageFile"
          label={blogUploadLabels.mainImageFile}
          type="file"
          accept={BLOG_IMAGE_ACCEPT}
          hint={
            kept?.main ? (
              <>
                {blogUploadMessages.kept} <span className="uploaded-file">{kept.main}</span>. Choose another file to replace it.
              </>
            ) : (
              "jpg, jpeg, png, gif, bmp, webp, svg, tiff or jfif, up to 5 MB. Other files are skipped."
            )
          }
          onChange={shrinkOnChoose(BLOG_IMAGE_SHRINK)}
        />
        <ContentImagesField key={`content-${kept?.token ?? ""}`} kept={kept?.content ?? []} discard={discard} />
        {kept ? (
          <label className="checkbox-field" key={`discard-${kept.token}`}>
            <input
              type="checkbox"
              id={DISCARD_KEPT_FIELD}
              name={DISCARD_KEPT_FIELD}
              value="yes"
              onChange={(event) => setDiscard(event.currentTarget.checked)}
            />
            <span>{blogUploadMessages.discardKept}</span>
          </label>
        ) : null}
        <div className="button-row">
          <SubmitButton pendingText="Uploading...">Upload Blog</SubmitButton>
        </div>
        <UploadProgress />
      </ValidatedForm>
    </div>
  );
}

function UploadReceipt({
  uploaded,
  today,
}: {
  uploaded: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["uploaded"]>;
  today: string;
}) {
  const path = pathInLanguage(blogPath(uploaded.slug), uploaded.language);
  const list = pathInLanguage("/blogs", uploaded.language);
  const listed = uploaded.scheduleDate <= today;
  return (
    <section className="upload-receipt" aria-labelledby="upload-receipt-title">
      <h2 id="upload-receipt-title">Uploaded: {uploaded.mainHeading}</h2>
      <p>Language: {CONTENT_LANGUAGE_NAMES[uploaded.language]}</p>
      <p>
        Address: <a href={path}>{path}</a>
      </p>
      <p>
        {listed
          ? `It is listed on ${list} now.`
          : `It is listed on ${list} from ${formatBlogDate(uploaded.scheduleDate)} (India time); until then its address answers “Blog not found”.`}
      </p>
      {uploaded.images.length > 0 ? (
        <>
          <h3>Content image keys</h3>
          <p>
            The article shows each image where its key is the source: <code>{'<img src="content-1" alt="…">'}</code>.
          </p>
          <ul className="content-keys">
            {uploaded.images.map((image) => (
              <li key={image.key}>
                <img src={image.url} alt="" width={64} height={64} />
                <code>{image.key}</code>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {uploaded.skipped.length > 0 ? <SkippedFiles files={uploaded.skipped} /> : null}
    </section>
  );
}

/** Spec §5: invalid images are skipped "with an alert", naming each one. */
function SkippedFiles({ files }: { files: SkippedFile[] }) {
  return (
    <div className="notice notice-error skipped-files" role="alert">
      <p>{blogUploadMessages.skipped}</p>
      <ul>
        {files.map((file, i) => (
          <li key={i}>
            <strong>{file.fileName}</strong>: {file.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The seven authors or Type New; the name box is there in both modes and used only for Type New. */
function AuthorFields() {
  return (
    <>
      <SelectField name="article" label={blogUploadLabels.article} options={authorOptions} placeholder="Choose an author" required />
      <TextField
        name="customAuthor"
        label={blogUploadLabels.customAuthor}
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
function MetaTagsField() {
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
        label={blogUploadLabels.metaTags}
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
function ContentImagesField({ kept, discard }: { kept: string[]; discard: boolean }) {
  const hydrated = useHydrated();
  const [files, setFiles] = useState<Array<{ name: string; size: number }>>([]);
  let next = discard ? 0 : kept.length;
  const preview = files.map((file) => {
    const reason = !imageExtensionOf(file.name)
      ? skipReasons.notImage
      : file.size > MAX_IMAGE_BYTES
        ? skipReasons.tooLarge
        : next >= MAX_CONTENT_IMAGES
          ? skipReasons.tooMany
          : null;
    return { name: file.name, key: reason ? null : contentKeyFor(next++), reason };
  });
  return (
    <>
      <TextField
        name="contentFiles"
        label={blogUploadLabels.contentFiles}
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
          <p>{blogUploadMessages.kept}</p>
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

export const headers: HeadersFunction = () => ({ "Cache-Control": PRIVATE });

export const meta: MetaFunction = () => [{ title: "Blog upload | Admin" }, { name: "robots", content: "noindex" }];
