/**
 * Hands a file the app fetched itself (with the member's token) to the browser's downloads, under
 * `name`: a link to the file's object URL, clicked and removed.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after the click's task; the URL must outlive it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
