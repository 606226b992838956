/** The blog upload (spec §3 "Blog upload", §4, §5, §8). */
export const adminBlogUpload = {
  /** Visible labels in form order (the error summary lists fields in this order). */
  labels: {
    language: "Language",
    mainHeading: "Main heading",
    heading: "SEO heading",
    article: "Author",
    customAuthor: "New author name",
    startDate: "Start date",
    endDate: "End date",
    scheduleDate: "Schedule date",
    mainDescription: "Short description",
    htmlContent: "HTML content",
    metaTags: "Meta tags",
    mainImageFile: "Main image",
    contentFiles: "Content images",
  },
  // Spec §8, word for word.
  uploaded: "Blog uploaded successfully!",
  failed: "Error uploading blog. Please try again.",
  // Our wording: the spec shows no field messages for this form.
  summary: "Please correct the errors before submitting.",
  mainHeadingRequired: "Please enter the main heading.",
  headingRequired: "Please enter the SEO heading (it makes the address of the post).",
  authorRequired: "Please choose an author, or choose Type New and type a name.",
  customAuthorRequired: "Please type the new author's name.",
  scheduleDateRequired: "Please choose the schedule date: the post appears on /blogs from that day.",
  invalidDate: "Please enter a real date, for example 2025-11-21.",
  endBeforeStart: "The end date cannot be before the start date.",
  htmlRequired: "Please paste the article's HTML content.",
  htmlNothingLeft: "Nothing in this HTML can be shown: scripts, forms and styles are removed. Please add text.",
  tooLong: (max: string) => `Please shorten this to at most ${max} characters.`,
  partTooLong: "This is far too long to upload. Please shorten it.",
  controlCharacters: "Please remove the control characters (such as NUL) from this text.",
  beforeListStart: (date: string) => `The blog list starts on ${date}: a post dated earlier would never be listed.`,
  tooManyKeywords: (max: number) => `Please use at most ${max} meta tags.`,
  keywordTooLong: (max: number) => `Each meta tag can be at most ${max} characters.`,
  imagesKept:
    "The images that passed are kept on the server (listed beside their fields): choose only the ones that were skipped, or new ones.",
  kept: "Kept:",
  discardKept: "Discard the kept images",
  skipped: "These files were skipped:",
  /** Why a chosen file was left out (spec §5: "invalid ones are skipped with an alert"). */
  skipReasons: {
    notImage: "not an image of an allowed type (jpg, jpeg, png, gif, bmp, webp, svg, tiff or jfif)",
    tooLarge: "larger than 5 MB",
    tooMany: (max: number) => `more than ${max} content images`,
    tooLargeToDecode: "too large to process (over 50 megapixels, or too slow to decode)",
    extraMainImage: "only one main image is used",
  },
} as const;
