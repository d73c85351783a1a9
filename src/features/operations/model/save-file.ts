/**
 * Hands a file to the browser as a download (the export's CSV); tests replace `save` to read
 * what would be saved.
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
    // The download has started from the object URL by the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
