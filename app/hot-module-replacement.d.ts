// Remix's dev server (the classic compiler's HMR, `npm run dev`) gives each browser module
// `import.meta.hot`; it is undefined on the server and in production builds.
interface ImportMeta {
  readonly hot?: { accept(onUpdate: () => void): void };
}
