import { Link } from "@remix-run/react";
import { type MouseEvent, useRef } from "react";

import { adminApplications } from "~/locales/en/admin/applications";

type Doc = { id: number; label: string; originalName: string; contentType: string };

/**
 * Images show inline. A PDF opens in a 400-pixel frame: with JavaScript in a modal
 * dialog, without it on a page of its own, from the same link. Other types say they are
 * unsupported.
 */
export function DocumentPreview({ document: d, astrologerId }: { document: Doc; astrologerId: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const src = `/admin/documents/${d.id}`;
  const pagePath = `/admin/view/${astrologerId}/documents/${d.id}`;
  if (d.contentType.startsWith("image/jpeg") || d.contentType.startsWith("image/png")) {
    return (
      <figure className="document">
        <img src={src} alt={`${d.label} (${d.originalName})`} width={320} height={200} loading="lazy" />
        <figcaption>
          {d.label} — <a href={src}>open</a>
        </figcaption>
      </figure>
    );
  }
  if (d.contentType === "application/pdf") {
    // One link in both modes: it opens the page of its own, or with JavaScript the modal.
    const openModal = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!dialog.current || typeof dialog.current.showModal !== "function") return;
      event.preventDefault();
      dialog.current.showModal();
    };
    return (
      <div className="document">
        <p>
          {d.label} (PDF, {d.originalName}){" "}
          <Link to={pagePath} onClick={openModal}>
            Preview
          </Link>
        </p>
        <dialog ref={dialog} className="document-dialog" aria-label={`${d.label} preview`}>
          <iframe src={src} title={`${d.label} preview`} height={400} loading="lazy" />
          <form method="dialog">
            <button type="submit" className="button button-small">
              Close
            </button>
          </form>
        </dialog>
      </div>
    );
  }
  return (
    <p className="document">
      {d.label}: {adminApplications.unsupported}
    </p>
  );
}
