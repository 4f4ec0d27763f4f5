/**
 * Hands a downloaded file to the browser as a saved file, under `filename`. The object URL only lives for the
 * click, so nothing lingers in memory.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after the click event returns.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
