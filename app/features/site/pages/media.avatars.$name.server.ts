import type { LoaderFunctionArgs } from "@remix-run/node";

import { storedFileResponse } from "~/infra/file-responses.server";
import { getVisitorSession, isLoggedIn } from "~/infra/session.server";
import { customerIdOf } from "~/infra/session-keys.server";
import { openOwnProfilePhoto } from "~/services/profile-photos.server";

// Profile photos: personal data, shown to their owner only. Anyone else (a visitor without
// a session, another customer) gets the same 404 as for a name that never existed, and no
// shared cache may keep a copy.
const PRIVATE = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  const customerId = customerIdOf(session);
  const photo = isLoggedIn(session) && customerId ? await openOwnProfilePhoto(customerId, params.name ?? "") : null;
  if (!photo) throw new Response("Not Found", { status: 404, headers: { ...PRIVATE, "Content-Type": "text/plain" } });
  return storedFileResponse(request, photo, PRIVATE);
}
