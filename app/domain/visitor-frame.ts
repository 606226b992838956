/**
 * What the shared frame (the site header) shows of a signed-in customer. The page cache fills
 * these very fields into a cached page per request (app/infra/personal-page.server.ts), so
 * everything the header shows of the customer is one of them, never a value the header derives
 * while rendering.
 */
export type FrameUser = { name: string; initial: string };

export const FRAME_USER_FIELDS = ["name", "initial"] as const satisfies ReadonlyArray<keyof FrameUser>;

/** The avatar's letter: the first character (a whole one, emoji included) of the name, upper case. */
export function frameUserOf(name: string): FrameUser {
  const first = Array.from(name.trim())[0];
  return { name, initial: first ? first.toUpperCase() : "?" };
}
