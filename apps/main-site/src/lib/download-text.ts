/**
 * Saves `text` as a file called `fileName` through the browser's download, without a round
 * trip to the server (recovery codes must never be sent anywhere).
 */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; free the file a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
