// What login.tsx's loader and action use on the server, in one module: the browser build
// keeps it as one empty stand-in inside the route's own chunk (decision 073).
export { redirect } from "@remix-run/node";
export { getVisitorSession, isLoggedIn } from "~/infra/session.server";
