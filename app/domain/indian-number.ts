/**
 * A number written the Indian way, as `Intl.NumberFormat("en-IN")` writes it (12,34,567.5), by
 * hand: a browser's first `Intl` formatter loads its locale data, a cost a slow phone pays while
 * the page hydrates (measured in decision 023).
 */
export function indianNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  // At most three decimals, trailing zeros dropped, as Intl's default does.
  const [whole, fraction = ""] = Math.abs(value).toFixed(3).split(".");
  const decimals = fraction.replace(/0+$/, "");
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${decimals ? `.${decimals}` : ""}`;
}
