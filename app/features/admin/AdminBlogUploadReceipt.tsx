import { blogPath, formatBlogDate } from "~/domain/blog";
import type { SkippedFile } from "~/domain/blog-upload";
import { type Language, pathInLanguage } from "~/domain/language";
import { adminBlogUpload } from "~/locales/en/admin/blog-upload";
import { adminContentLanguage } from "~/locales/en/admin/content-language";

// What the admin's blog upload says after a post: the saved post's receipt and the files it skipped.

/** The post just saved, as the form's page shows it after the redirect. */
export type UploadedBlog = {
  slug: string;
  language: Language;
  mainHeading: string;
  scheduleDate: string;
  images: Array<{ key: string; url: string }>;
  skipped: SkippedFile[];
};

/** Where the saved post is now, when it is listed, and the keys of its content images. */
export function UploadReceipt({ uploaded, today }: { uploaded: UploadedBlog; today: string }) {
  const path = pathInLanguage(blogPath(uploaded.slug), uploaded.language);
  const list = pathInLanguage("/blogs", uploaded.language);
  const listed = uploaded.scheduleDate <= today;
  return (
    <section className="upload-receipt" aria-labelledby="upload-receipt-title">
      <h2 id="upload-receipt-title">Uploaded: {uploaded.mainHeading}</h2>
      <p>Language: {adminContentLanguage.names[uploaded.language]}</p>
      <p>
        Address: <a href={path}>{path}</a>
      </p>
      <p>
        {listed
          ? `It is listed on ${list} now.`
          : `It is listed on ${list} from ${formatBlogDate(uploaded.scheduleDate, "en", uploaded.scheduleDate)} (India time); until then its address answers “Blog not found”.`}
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
export function SkippedFiles({ files }: { files: SkippedFile[] }) {
  return (
    <div className="notice notice-error skipped-files" role="alert">
      <p>{adminBlogUpload.skipped}</p>
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
