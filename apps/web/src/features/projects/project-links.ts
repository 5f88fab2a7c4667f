/** A project's own page, under its designer's profile. */
export const projectPath = (designerId: string, itemId: string) => `/designers/${designerId}/work/${itemId}`;

/**
 * The works search narrowed to one tag, category (a discipline's English name, its code) or
 * palette colour (`#rrggbb`), the `#` written `%23` as a query needs it.
 */
export function worksSearchPath(filter: { tag: string } | { category: string } | { color: string }): string {
  return `/works?${new URLSearchParams(filter).toString()}`;
}
