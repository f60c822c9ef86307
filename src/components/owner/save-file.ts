/**
 * Hands text to the browser as a file to save (the inbox's CSV): a Blob behind a link with `download`,
 * clicked, then let go. Made in the browser, so the enquiries never pass through another server.
 */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: let go of the Blob a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
