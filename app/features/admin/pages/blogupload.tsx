import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";

import { ErrorSummary, fieldValues, SelectField, SubmitButton, TextareaField, TextField } from "~/components/form-fields";
import { shrinkOnChoose } from "~/components/photo-shrinking";
import { UploadForm, UploadProgress } from "~/components/UploadProgress";
import { BLOG_IMAGE_ACCEPT, DISCARD_KEPT_FIELD, MAX_DESCRIPTION_LENGTH, MAX_HEADING_LENGTH, MAX_HTML_LENGTH } from "~/domain/blog-upload";
import { BLOG_IMAGE_SHRINK } from "~/domain/camera-photos";
import { MB, type RouteHandle } from "~/domain/route-handle";
import { AuthorFields, ContentImagesField, MetaTagsField } from "~/features/admin/AdminBlogUploadFields";
import { SkippedFiles, UploadReceipt } from "~/features/admin/AdminBlogUploadReceipt";
import { blogUploadValidator } from "~/forms/blog-upload";
import { contentLanguageOptions } from "~/forms/content-language";
import { adminBlogUpload } from "~/locales/en/admin/blog-upload";

import type { action, BlogUploadValues, loader } from "./blogupload.server";

export { action, loader } from "./blogupload.server";

export const handle: RouteHandle = { bodyLimit: 20 * MB, tooLargeMessage: "The upload is too large: at most 20 MB in all." };

// Admin blog upload (onboarding-and-admin §2 "blogupload", §3, §4, §5, §8). One multipart form
// that works without JavaScript; with it, the form checks itself before sending and the meta
// tags box adds a keyword on Enter or comma. The same controls stand in both modes.

/** With JavaScript the pictures are shrunk in the browser before they are sent. */
const BLOG_SHRINKING = { mainImageFile: BLOG_IMAGE_SHRINK, contentFiles: BLOG_IMAGE_SHRINK };

export default function BlogUpload() {
  const loaded = useLoaderData<typeof loader>();
  const { today, uploaded } = loaded;
  const reply = useActionData<typeof action>();
  // English is preselected, and stays chosen when a post came back without a language.
  const defaults: Partial<BlogUploadValues> = { ...reply?.repopulateFields, language: reply?.repopulateFields.language || "en" };
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
      <UploadForm
        action={"/admin/blogupload"}
        key={uploaded?.slug ?? "new"}
        validator={blogUploadValidator}
        shrink={BLOG_SHRINKING}
        defaultValues={fieldValues(defaults)}
        className="stack blog-upload-form"
      >
        <ErrorSummary labels={adminBlogUpload.labels} message={adminBlogUpload.summary} />
        <SelectField
          name="language"
          label={adminBlogUpload.labels.language}
          options={contentLanguageOptions}
          required
          hint="The edition the post is written for: English posts are listed on /blogs, Hindi posts on /hi/blogs."
        />
        <TextField
          name="mainHeading"
          label={adminBlogUpload.labels.mainHeading}
          maxLength={MAX_HEADING_LENGTH}
          required
          hint="The heading readers see on the post and its card."
        />
        <TextField
          name="heading"
          label={adminBlogUpload.labels.heading}
          maxLength={MAX_HEADING_LENGTH}
          required
          hint="The page title for search engines. It also makes the address: /blogs/your-seo-heading (a number is added when the address is taken)."
        />
        <AuthorFields />
        <fieldset className="blog-upload-dates">
          <legend>Dates</legend>
          <TextField
            name="scheduleDate"
            label={adminBlogUpload.labels.scheduleDate}
            type="date"
            required
            hint="The post is listed from this day (India time)."
          />
          <TextField name="startDate" label={adminBlogUpload.labels.startDate} type="date" hint="Optional." />
          <TextField name="endDate" label={adminBlogUpload.labels.endDate} type="date" hint="Optional; not before the start date." />
        </fieldset>
        <TextareaField
          name="mainDescription"
          label={adminBlogUpload.labels.mainDescription}
          rows={3}
          maxLength={MAX_DESCRIPTION_LENGTH}
          hint="Shown on the post's card and as its search description."
        />
        <TextareaField
          name="htmlContent"
          label={adminBlogUpload.labels.htmlContent}
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
          label={adminBlogUpload.labels.mainImageFile}
          type="file"
          accept={BLOG_IMAGE_ACCEPT}
          hint={
            kept?.main ? (
              <>
                {adminBlogUpload.kept} <span className="uploaded-file">{kept.main}</span>. Choose another file to replace it.
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
            <span>{adminBlogUpload.discardKept}</span>
          </label>
        ) : null}
        <div className="button-row">
          <SubmitButton pendingText="Uploading...">Upload Blog</SubmitButton>
        </div>
        <UploadProgress />
      </UploadForm>
    </div>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = () => [{ title: "Blog upload | Admin" }, { name: "robots", content: "noindex" }];
