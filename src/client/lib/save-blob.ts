/** Hands a Blob to the browser as a download named `fileName` (the browser's own save dialog or folder). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them a moment before revoking it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
