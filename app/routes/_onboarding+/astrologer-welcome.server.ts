// What astrologer-welcome.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { json, redirect } from "@remix-run/node";
export { astrologerOfSession, partnerAppUrl } from "~/services/astrologer-journey.server";
