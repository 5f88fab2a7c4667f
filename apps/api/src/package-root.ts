import path from 'node:path';

/**
 * The API package's folder (apps/api), from the sources (src/package-root.ts) as from the
 * compiled bundles (dist/*.js): both sit one level below it. Files read at run time (migrations,
 * fonts, the common-passwords list) are looked up from here, in src/, so the build copies none.
 */
export const apiPackageRoot = path.resolve(import.meta.dirname, '..');

/** The repository's root, two levels above the API package. */
export const repositoryRoot = path.resolve(apiPackageRoot, '../..');

/** A file shipped with the sources, by its path under src/. */
export function sourceFile(...segments: string[]): string {
  return path.join(apiPackageRoot, 'src', ...segments);
}
