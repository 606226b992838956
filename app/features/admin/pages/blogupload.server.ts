import { type ActionFunctionArgs, createCookie, json, type LoaderFunctionArgs } from "@remix-run/node";
import type { FieldErrors } from "remix-validated-form";

import { indiaToday } from "~/clock/india-clock";
import { type BlogUploadTextField, type SkippedFile } from "~/domain/blog-upload";
import {
  articleHasContent,
  type BlogUploadPost,
  blogUploadReceiver,
  getUploadSummary,
  keptBlogImages,
  type KeptImages,
  saveBlog,
  stageBlogImages,
  stagedBlogImages,
  withKeptImages,
} from "~/features/admin/blog-admin.server";
import { blogUploadValidator, submittedBlogFields } from "~/forms/blog-upload";
import { FORM_ERROR } from "~/forms/validation";
import { requireAdmin } from "~/infra/admin-session.server";
import { failureStatus } from "~/infra/database-errors.server";
import { env } from "~/infra/env.server";
import { isHostileFieldNameAnswer, receiveUpload } from "~/infra/form-data.server";
import { logger } from "~/infra/logger.server";
import { jsonWithCookies, redirectWithFlash } from "~/infra/responses.server";
import { singleton } from "~/infra/singleton.server";
import { adminBlogUpload } from "~/locales/en/admin/blog-upload";

// The admin's blog upload on the server: the form read as it streams, checked, saved, and the
// receipt of what was saved carried over the redirect.

const PRIVATE = "private, no-store";

export type BlogUploadValues = Record<BlogUploadTextField, string>;
/** validationError's answer, with the files skipped and the images kept on the server for the next try (none: null). */
type Reply = {
  fieldErrors: FieldErrors;
  repopulateFields: BlogUploadValues;
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
    post = await receiveUpload(request, blogUploadReceiver());
  } catch (error) {
    if (isHostileFieldNameAnswer(error)) throw error;
    logger.warn("blog upload unreadable", { error });
    const empty = submittedBlogFields(new FormData());
    return json<Reply>(
      {
        fieldErrors: { [FORM_ERROR]: adminBlogUpload.failed },
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
  for (const name of post.tooLong) fieldErrors[name] = adminBlogUpload.partTooLong;
  if (result.data && !fieldErrors.htmlContent && !articleHasContent(result.data.htmlContent)) {
    fieldErrors.htmlContent = adminBlogUpload.htmlNothingLeft;
  }
  if (!result.data || Object.keys(fieldErrors).length > 0) {
    // What passed is kept for the next try (a new set replaces the old; with nothing new the old stays).
    const changed = post.discardKept || post.mainImage !== null || post.contentImages.length > 0;
    const kept = changed ? await stageBlogImages(admin.id, images) : (staged?.kept ?? null);
    if (kept) fieldErrors[FORM_ERROR] = adminBlogUpload.imagesKept;
    return reply(fieldErrors, 422, kept);
  }

  let slug: string;
  try {
    ({ slug } = await saveBlog(admin.id, result.data, images));
  } catch (error) {
    logger.error("blog upload failed", { error });
    return reply({ [FORM_ERROR]: adminBlogUpload.failed }, failureStatus(error));
  }
  return redirectWithFlash("/admin/blogupload", { kind: "success", text: adminBlogUpload.uploaded }, [
    await commitUploadReceipt({ slug, skipped: images.skipped }),
  ]);
}

// The receipt: which post was just saved and which files were skipped, carried over the
// redirect (post/redirect/get) in a short-lived signed cookie of its own; the success text
// itself rides in the site's flash cookie.

type UploadReceipt = { slug: string; skipped: SkippedFile[] };
// "/admin", not the page's own path: that would not cover its data address,
// `/admin/blogupload.data`, where the page's data are read with scripts on (decision 059).
const RECEIPT_PATH = "/admin";
// Enough to name the skipped files while staying far below a cookie's 4 KB.
const RECEIPT_MAX_SKIPPED = 12;

function receiptCookie() {
  return singleton("blog-upload-receipt-cookie", () =>
    createCookie("__blog_upload", {
      httpOnly: true,
      sameSite: "strict",
      secure: env().PUBLIC_ORIGIN.startsWith("https:"),
      path: RECEIPT_PATH,
      secrets: env().sessionSecrets,
      maxAge: 60,
    }),
  );
}

function commitUploadReceipt(receipt: UploadReceipt): Promise<string> {
  const skipped = receipt.skipped.slice(0, RECEIPT_MAX_SKIPPED).map((s) => ({ fileName: s.fileName.slice(0, 80), reason: s.reason }));
  return receiptCookie().serialize({ slug: receipt.slug, skipped });
}

/** The receipt (once) and the Set-Cookie header that clears it. */
async function readUploadReceipt(request: Request): Promise<{ receipt: UploadReceipt | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("__blog_upload=")) return { receipt: null, clear: null };
  const value = (await receiptCookie().parse(header)) as UploadReceipt | null;
  const clear = await receiptCookie().serialize("", { maxAge: 0 });
  const valid =
    value !== null &&
    typeof value === "object" &&
    typeof value.slug === "string" &&
    Array.isArray(value.skipped) &&
    value.skipped.every((s) => typeof s?.fileName === "string" && typeof s?.reason === "string");
  return { receipt: valid ? value : null, clear };
}
