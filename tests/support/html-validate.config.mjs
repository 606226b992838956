/**
 * html-validate settings for our served HTML, kept close to what the W3C Nu checker calls an
 * error (`npm run audit` runs the Nu checker itself when Java is installed; `npm test` uses
 * this offline, fast stand-in on every page the browser tests load).
 *
 * Start from the recommended preset, then relax only what is valid HTML that the preset
 * flags for style, or what React's server renderer writes and cannot be told not to.
 */
/** @type {import("html-validate").ConfigData} */
export default {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes void elements as `<meta/>`, `<img/>`: the trailing slash is allowed on
    // void elements (the Nu checker only mentions it as "info").
    "void-style": "off",
    // React keeps some attribute names camelCased (`charSet`, `dateTime`, `autoComplete`,
    // `inputMode`); HTML attribute names are case-insensitive, so this is valid.
    "attr-case": "off",
    // React writes boolean attributes as `async=""`, `selected=""`: valid per the spec.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Inline `style` attributes are valid HTML (our CSP allows them); a design choice, not an error.
    "no-inline-style": "off",
    // Typographic advice (non-breaking spaces in phone numbers), not validity.
    "tel-non-breaking": "off",
    // Title length is SEO advice (Lighthouse judges SEO), not validity.
    "long-title": "off",
    // aria-label on a namable role (a labelled <ul>, a <summary>) is valid ARIA in HTML; only
    // real misuse (on a generic <div>/<span> without a role) stays an error, as in the Nu checker.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Content stored by admins (blog articles) may carry trailing spaces: harmless.
    "no-trailing-whitespace": "off",
    // `<input>` without an explicit type is valid (it is text); React forms rely on it.
    "no-implicit-input-type": "off",
    // A label wrapping its control may also name it with `for` (the Nu checker accepts it when
    // the ids match, and an id mismatch is still caught by valid-for / axe).
    "no-redundant-for": "off",
    // Accessibility advice that axe already judges in the same fixture, not HTML validity.
    "prefer-native-element": "off",
    "heading-level": "off",
    "input-missing-label": "off",
    "unique-landmark": "off",
    "no-redundant-role": "off",
    "text-content": "off",
    "wcag/h63": "off",
    // Subresource integrity is for third-party hosts; every asset is our own.
    "require-sri": "off",
    // `<button>` without `type` is a submit button by definition; our forms use that on purpose.
    "no-implicit-button-type": "off",
    // A form-control name may repeat (radio groups, repeated hidden fields of several forms).
    "form-dup-name": "off",
  },
};
