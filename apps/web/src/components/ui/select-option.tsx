/**
 * One choice of a select. A choice whose label is its value is written without the value, which
 * the browser then reads from the label: Brotli, at the speed a page is compressed per request,
 * hardly shortens such short repeats, and the directory's 54 countries and 22 disciplines, each
 * written twice, made its compressed document 240 bytes longer. The browser reads a value from a
 * label with its white space trimmed and collapsed: a label for this is written with single spaces
 * between its words, as every country's and discipline's name is.
 */
export function SelectOption({ value, label }: { value: string; label: string }) {
  return <option value={label === value ? undefined : value}>{label}</option>;
}
