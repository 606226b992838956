import type { LoaderFunctionArgs } from "@remix-run/node";
import { readAvatar } from "~/infra/file-storage.server";

const TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

// Profile photos: random, never-reused names, so they can be cached for good.
export async function loader({ params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const bytes = await readAvatar(name);
  if (!bytes) throw new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": TYPES[name.split(".").pop()!],
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
