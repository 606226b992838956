/**
 * The signed-in visitor's own photo, for the header's avatar: one address for every visitor, so
 * the page that shows it is the same for all of them.
 */
export const PROFILE_PHOTO_PATH = "/profile/photo";

/** Shown by the avatar when a customer has no photo of their own. */
export const DEFAULT_PROFILE_PHOTO = "/images/default-profile.svg";
