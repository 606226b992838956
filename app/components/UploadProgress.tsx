import { redirect } from "@remix-run/react";
import { useSyncExternalStore } from "react";

import type { ShrinkTarget } from "~/domain/camera-photos";

import { shrinkFormImages } from "./photo-shrinking";

// With JavaScript, an upload form's post goes through the route's clientAction: its images are
// shrunk (photo-shrinking.ts), then it is sent with XMLHttpRequest, whose upload events fetch()
// does not give, so a progress bar can follow it. The answer is read as Remix's own data
// request would be (`?_data=<route id>`), so the action, its redirects and errors are unchanged.

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

/** Headers of an XMLHttpRequest answer, as a Headers object. */
function parseHeaders(text: string): Headers {
  const headers = new Headers();
  for (const line of text.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

function post(url: string, body: FormData, signal: AbortSignal): Promise<{ response: Response; finalUrl: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.responseType = "blob";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) setState({ phase: "sending", loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const empty = [101, 204, 205, 304].includes(xhr.status);
      const response = new Response(empty ? null : (xhr.response as Blob), {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: parseHeaders(xhr.getAllResponseHeaders()),
      });
      resolve({ response, finalUrl: xhr.responseURL });
    };
    xhr.onerror = () => reject(new TypeError("The upload could not reach the server."));
    xhr.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    signal.addEventListener("abort", () => xhr.abort(), { once: true });
    setState({ phase: "sending", loaded: 0, total: 0 });
    xhr.send(body);
  });
}

/**
 * A route's clientAction for an upload form: shrinks the images of the fields named in
 * `targets`, posts the form with upload progress, and answers as Remix's own action call would.
 */
export async function sendFormWithProgress(request: Request, routeId: string, targets: Readonly<Record<string, ShrinkTarget>>) {
  setState({ phase: "preparing" });
  try {
    const form = await request.formData();
    await shrinkFormImages(form, targets);
    const url = new URL(request.url);
    url.searchParams.set("_data", routeId);
    const { response, finalUrl } = await post(url.href, form, request.signal);
    // The server sent the post back to a page (an upload over its cap is drained and redirected).
    if (finalUrl && finalUrl !== url.href) {
      const target = new URL(finalUrl);
      target.searchParams.delete("_data");
      throw redirect(target.pathname + target.search);
    }
    if (response.headers.has("X-Remix-Error")) {
      const data = (await response.json()) as { message?: string };
      throw new Error(data.message ?? "The upload failed.");
    }
    const location = response.headers.get("X-Remix-Redirect");
    if (location) {
      if (response.headers.has("X-Remix-Reload-Document")) {
        window.location.assign(location);
        return null;
      }
      const revalidate = response.headers.get("X-Remix-Revalidate");
      throw redirect(location, {
        status: Number(response.headers.get("X-Remix-Status")) || 302,
        headers: revalidate ? { "X-Remix-Revalidate": revalidate } : undefined,
      });
    }
    if (response.headers.has("X-Remix-Catch")) throw response;
    // An answer from outside the route (too large, refused) is no action data.
    if (response.status >= 400 && !response.headers.has("X-Remix-Response") && !/json/.test(response.headers.get("Content-Type") ?? "")) {
      throw new Error((await response.text()) || `The upload failed (${response.status}).`);
    }
    return response;
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
