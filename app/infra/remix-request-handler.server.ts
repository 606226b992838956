import {
  type AppLoadContext,
  createReadableStreamFromReadable,
  createRequestHandler as createRemixHandler,
  type ServerBuild,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

import { documentText } from "./document-responses.server";

type LoadContextOf = (req: ExpressRequest, res: ExpressResponse) => AppLoadContext | Promise<AppLoadContext>;

/**
 * @remix-run/express's createRequestHandler (MIT, v2.17), which does not export its parts,
 * except that a page made by documentResponse is written as its text, not read back through a
 * stream (document-responses.server.ts).
 */
export function createRequestHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild;
  mode?: string;
  getLoadContext?: LoadContextOf;
}) {
  const handle = createRemixHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = remixRequest(req, res);
      const response = await handle(request, await getLoadContext?.(req, res));
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers) res.append(key, value);
      const text = documentText(response);
      // Encoded once here: the page cache and the compression both take the bytes as they are.
      if (text !== undefined) res.end(Buffer.from(text, "utf8"));
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}

/** The web Request Remix takes, as the adapter makes it: the address as the client gave it (`trust proxy` applies), aborted if the client goes. */
function remixRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const forwardedPort = Number.parseInt(req.get("X-Forwarded-Host")?.split(":")[1] ?? "", 10);
  const hostPort = Number.parseInt(req.get("host")?.split(":")[1] ?? "", 10);
  const port = Number.isSafeInteger(forwardedPort) ? forwardedPort : Number.isSafeInteger(hostPort) ? hostPort : "";
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  // Loaders and actions are aborted when the answer can no longer be written (`close` without `finish`).
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  return new Request(url.href, init);
}
