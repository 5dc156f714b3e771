/** Hands a blob to the browser as a download named `fileName`, through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled; free the blob a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
