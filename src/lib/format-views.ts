/** Spec §2: views over 1000 get a `k` suffix (3250 → `3.3k`); up to 1000 they show as is. */
export function formatViews(views: number): string {
  if (views <= 1000) return String(views);
  const thousands = Math.round(views / 100) / 10;
  return `${Number.isInteger(thousands) ? thousands.toFixed(0) : thousands.toFixed(1)}k`;
}
