export { action, loader } from "./profile_.sessions.server";
