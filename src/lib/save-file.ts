/**
 * Hands a file to the browser as a download (a CSV export, a QR code's image or print); tests
 * replace `save` to read what would be saved.
 */
export const fileSaver = {
  save(fileName: string, blob: Blob): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Some browsers read the blob after the click's task: let go of it a little later.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};
