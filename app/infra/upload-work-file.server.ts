/** The upload worker's built file, beside the server build (package.json's `build`). */
export const uploadWorkFile = new URL("./upload-work.server.js", import.meta.url).href;
