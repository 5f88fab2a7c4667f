import fs from 'node:fs';
import { sourceFile } from '../package-root';

export const commonPasswordsFile = sourceFile('credentials/common-passwords.txt');

/** A list entry must be at least this long to count as the word under a decorated password. */
const MIN_BASE_LENGTH = 4;

/**
 * What people add to a word to satisfy "add a digit and a symbol", and what guessing tools try
 * first: up to four digits (a year, a counter) and up to three symbols, in either order.
 */
const AFFIX = String.raw`(?:\d{1,4}[\p{P}\p{S}\s]{0,3}|[\p{P}\p{S}\s]{1,3}\d{0,4})`;
const trailingAffix = new RegExp(`${AFFIX}$`, 'u');
const leadingAffix = new RegExp(`^${AFFIX}`, 'u');

/** The usual letter-for-symbol swaps; "1" stands for either "i" or "l". */
const leetSwaps: [RegExp, string][] = [
  [/[@4]/g, 'a'],
  [/3/g, 'e'],
  [/0/g, 'o'],
  [/[$5]/g, 's'],
  [/7/g, 't'],
  [/!/g, 'i'],
];

/** One entry as the list keeps it: compatibility-normalised, trimmed, lower case. */
export function normalisePassword(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/**
 * The words a breached-list check should look up for a password: the password itself in lower
 * case, without a leading or trailing run of digits and symbols, and each of those with common
 * letter swaps undone. "P@ssw0rd2024" yields "password"; "qwerty123!" yields "qwerty".
 */
export function commonPasswordCandidates(password: string): string[] {
  const whole = normalisePassword(password);
  const withoutSuffix = whole.replace(trailingAffix, '');
  const withoutPrefix = whole.replace(leadingAffix, '');
  const withoutBoth = withoutSuffix.replace(leadingAffix, '');
  const candidates = new Set<string>();
  for (const form of [whole, withoutSuffix, withoutPrefix, withoutBoth]) {
    const unswapped = leetSwaps.reduce(
      (text, [pattern, letter]) => text.replace(pattern, () => letter),
      form,
    );
    for (const candidate of [form, unswapped.replaceAll('1', 'i'), unswapped.replaceAll('1', 'l')]) {
      if (candidate === whole || candidate.length >= MIN_BASE_LENGTH) candidates.add(candidate);
    }
  }
  return [...candidates];
}

/** The shipped list of breached passwords, most common first, checked with the variants above. */
export class CommonPasswords {
  private constructor(private readonly entries: Set<string>) {}

  static load(file = commonPasswordsFile): CommonPasswords {
    return new CommonPasswords(new Set(fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)));
  }

  /** True when the password, or the word under its decorations, is on the list. */
  includes(password: string): boolean {
    return commonPasswordCandidates(password).some((candidate) => this.entries.has(candidate));
  }
}
