// react-dom's Web Streams renderer, a public entry point of the package (`react-dom/server.browser`),
// has the types @types/react-dom gives `react-dom/server`, whose Web Streams half it is.
declare module "react-dom/server.browser" {
  export { type ReactDOMServerReadableStream, renderToReadableStream, type RenderToReadableStreamOptions } from "react-dom/server";
}
