// What blogupload.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json } from "@remix-run/node";
export { requireAdmin } from "~/infra/admin-session.server";
export { failureStatus } from "~/infra/database-errors.server";
export { logger } from "~/infra/logger.server";
export { jsonWithCookies, redirectWithFlash } from "~/infra/responses.server";
export {
  articleHasContent,
  type BlogUploadPost,
  commitUploadReceipt,
  getUploadSummary,
  keptBlogImages,
  type KeptImages,
  readUploadReceipt,
  receiveBlogUpload,
  saveBlog,
  stageBlogImages,
  stagedBlogImages,
  withKeptImages,
} from "~/services/blog-admin.server";
