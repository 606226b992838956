/** The logo: a crescent and star, drawn inline so it costs no request. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#2b1a5a" />
      <path d="M19.5 7.5a9 9 0 1 0 5 13.6 7.2 7.2 0 1 1-5-13.6z" fill="#f6b73c" />
      <path d="M22 9l.9 2.1 2.1.9-2.1.9L22 15l-.9-2.1-2.1-.9 2.1-.9z" fill="#fff4d6" />
    </svg>
  );
}
