import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { DEFAULT_PROFILE_PHOTO } from "~/domain/profile-photo";
import { storedFileResponse } from "~/infra/file-responses.server";
import { getVisitorSession, isLoggedIn } from "~/infra/session.server";
import { customerIdOf } from "~/infra/session-keys.server";
import { openCurrentProfilePhoto } from "~/services/profile-photos.server";

// The header's avatar: the signed-in customer's own photo at one address for everyone, so the
// pages that show it hold nothing personal. Personal data: never kept by a shared cache, and
// checked again each time (a 304 while it is unchanged), so a new photo shows at once.
const PRIVATE = { "Cache-Control": "private, no-cache", Vary: "Cookie", "X-Content-Type-Options": "nosniff" };

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getVisitorSession(request);
  const customerId = customerIdOf(session);
  const photo = isLoggedIn(session) && customerId ? await openCurrentProfilePhoto(customerId) : null;
  if (!photo) throw redirect(DEFAULT_PROFILE_PHOTO, { headers: PRIVATE });
  return storedFileResponse(request, photo, PRIVATE);
}
