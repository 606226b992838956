import { redirect } from "@remix-run/react";
// Remix's own reader of a data answer (the module the runtime already carries; it has no public name).
import { decodeViaTurboStream, singleFetchUrl } from "@remix-run/react/dist/esm/single-fetch.js";
import { useSyncExternalStore } from "react";

import type { ShrinkTarget } from "~/domain/camera-photos";

import { shrinkFormImages } from "./photo-shrinking";

// With JavaScript, an upload form's post goes through the route's clientAction: its images are
// shrunk (photo-shrinking.ts), then it is sent with XMLHttpRequest, whose upload events fetch()
// does not give, so a progress bar can follow it. It goes where Remix's own post would go (the
// page's `.data` address) and its answer is read as Remix reads one, so the action, its
// redirects and errors are unchanged.

type UploadState = { phase: "idle" } | { phase: "preparing" } | { phase: "sending"; loaded: number; total: number };

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

function post(url: string, body: FormData, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "blob";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) setState({ phase: "sending", loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const empty = [101, 204, 205, 304].includes(xhr.status);
      const type = xhr.getResponseHeader("Content-Type");
      resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers: type ? { "Content-Type": type } : {} }));
    };
    xhr.onerror = () => reject(new TypeError("The upload could not reach the server."));
    xhr.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    setState({ phase: "sending", loaded: 0, total: 0 });
    xhr.send(body);
  });
}

type ActionResult =
  { data: unknown } | { error: unknown } | { redirect: string; status: number; revalidate: boolean; reload: boolean; replace: boolean };

/**
 * A route's clientAction for an upload form: shrinks the images of the fields named in
 * `targets`, posts the form with upload progress, and answers as Remix's own action call would.
 */
export async function sendFormWithProgress(request: Request, targets: Readonly<Record<string, ShrinkTarget>>) {
  setState({ phase: "preparing" });
  try {
    const form = await request.formData();
    await shrinkFormImages(form, targets);
    const response = await post(singleFetchUrl(request.url).href, form, request.signal);
    if ([204, 205].includes(response.status)) return null;
    // An answer from outside the route (too large, refused) is no action data.
    if (!response.body || !/^text\/x-script\b/.test(response.headers.get("Content-Type") ?? "")) {
      throw new Error((await response.text()) || `The upload failed (${response.status}).`);
    }
    const result = (await decodeViaTurboStream(response.body, window)).value as ActionResult;
    if ("error" in result) throw result.error;
    if ("redirect" in result) {
      if (result.reload) {
        window.location.assign(result.redirect);
        return null;
      }
      throw redirect(result.redirect, {
        status: result.status,
        headers: { ...(result.revalidate ? { "X-Remix-Revalidate": "yes" } : {}), ...(result.replace ? { "X-Remix-Replace": "yes" } : {}) },
      });
    }
    return result.data;
  } finally {
    setState(IDLE);
  }
}

/**
 * The upload's progress, shown only while an upload runs (never at first paint or hydration).
 * The submit button keeps its own 'Uploading...' wording.
 */
export function UploadProgress() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
  if (current.phase === "idle") return null;
  const percent = current.phase === "sending" && current.total > 0 ? Math.round((current.loaded / current.total) * 100) : null;
  const text = current.phase === "preparing" ? "Preparing photos..." : percent === null ? "Uploading..." : `Uploading... ${percent}%`;
  return (
    <div className="upload-progress" role="status">
      <progress max={100} value={percent ?? undefined} aria-label="Upload progress" />
      <span>{text}</span>
    </div>
  );
}
