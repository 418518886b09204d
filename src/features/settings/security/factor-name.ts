/**
 * The name of a new authenticator: `base`, else the first free "`base` 2", "`base` 3", … among the
 * user's factors (names are unique per user: GoTrue's mfa_factor_name_conflict).
 */
export function nextFactorName(base: string, taken: Iterable<string | null | undefined>): string {
  const used = new Set(taken);
  let name = base;
  for (let n = 2; used.has(name); n += 1) name = `${base} ${n}`;
  return name;
}
