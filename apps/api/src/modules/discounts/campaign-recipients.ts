import { ZEmail } from '@creators-archive/contract/entities/user';

/** A pasted list of addresses sorted out: who to send to, what is not an address, what repeats. */
export type RecipientList = {
  /** Lower-cased, each once, in the order first given. */
  emails: string[];
  /** Entries that are not e-mail addresses, as given (blank entries are skipped). */
  invalid: string[];
  /** Entries repeating an address already in the list, whatever its case or spacing. */
  duplicates: number;
};

/** Checks each entry with the contract's e-mail rule and keeps each address once, whatever its case. */
export function sortRecipients(entries: readonly string[]): RecipientList {
  const seen = new Set<string>();
  const invalid: string[] = [];
  let duplicates = 0;
  for (const entry of entries) {
    if (entry.trim() === '') continue;
    const parsed = ZEmail.safeParse(entry);
    if (!parsed.success) {
      invalid.push(entry);
      continue;
    }
    if (seen.has(parsed.data)) duplicates += 1;
    else seen.add(parsed.data);
  }
  return { emails: [...seen], invalid, duplicates };
}
