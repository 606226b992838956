// The browser bundle takes Remix's ES modules; their types are those of the package's CommonJS build.
declare module "@remix-run/react/dist/esm/single-fetch.js" {
  export * from "@remix-run/react/dist/single-fetch";
}
