/** Hands the browser a file made here to save (the CSV export): a link to a Blob, clicked. */
export function downloadTextFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the Blob can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
