/**
 * `template` with the first match of `marker` (every match, for a global pattern) replaced by
 * `text` exactly as it is. Given a replacement string, `String.prototype.replace` reads `$&`,
 * `$'`, `` $` `` and `$1` in it as patterns: a member named "$`$'$&" would copy the whole page
 * into itself wherever the name appears, and a few such names make a page hundreds of megabytes.
 * What a replacer function returns is never read that way.
 */
export function replaceLiteral(template: string, marker: string | RegExp, text: string): string {
  return template.replace(marker, () => text);
}
