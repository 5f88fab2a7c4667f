/** Pasted addresses: one per line, commas and semicolons also split them. Every entry is kept. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\r\n,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/**
 * The cells of a .csv or .txt file that could be an address (they hold an @), whatever column
 * they are in; headers, names and other cells are left out. Quotes around a cell are removed.
 */
export function addressesInFile(text: string): string[] {
  return text
    .split(/[\r\n,;\t]+/)
    .map((cell) =>
      cell
        .trim()
        .replace(/^["']+|["']+$/g, '')
        .trim(),
    )
    .filter((cell) => /^[^\s@]+@[^\s@]+$/.test(cell));
}
