/** The sky worker's built file, beside the server build (package.json's `build`). */
export const skyWorkFile = new URL("./sky-work.server.js", import.meta.url).href;
