// What profile.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json, type UploadHandler } from "@remix-run/node";
export { failureStatus } from "~/infra/database-errors.server";
export { readCappedPart, readMultipartForm, readTextPart } from "~/infra/form-data.server";
export { fixedT } from "~/infra/i18next.server";
export { logger } from "~/infra/logger.server";
export { redirectWithFlash } from "~/infra/responses.server";
export { customerBirthSky } from "~/services/birth-sky.server";
export { type CustomerProfile, saveProfile } from "~/services/customers.server";
export { requireCustomer } from "~/services/guards.server";
export { locationLists, postedLocations } from "~/services/locations.server";
export { acceptProfilePhoto, type ProfilePhoto, stagedProfilePhotoName, stageProfilePhoto } from "~/services/profile-photos.server";
export { signInsOf } from "~/services/sign-ins.server";
