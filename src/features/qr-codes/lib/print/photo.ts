/**
 * The photo as the PDF takes it: a square PNG, cropped to fill and transparent outside its
 * circle (pdf-lib embeds PNG and JPEG only; the photo may be any image the browser shows,
 * the mock's SVG avatars included). No photo, or one that does not load: undefined, and the
 * print shows initials, as the preview does.
 */
export async function circularPhotoPng(
  url: string | null,
  pixels = 512,
): Promise<Uint8Array | undefined> {
  if (!url) return undefined;
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = pixels;
    canvas.height = pixels;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    const side = Math.min(image.naturalWidth || pixels, image.naturalHeight || pixels);
    const sx = ((image.naturalWidth || side) - side) / 2;
    const sy = ((image.naturalHeight || side) - side) / 2;
    context.beginPath();
    context.arc(pixels / 2, pixels / 2, pixels / 2, 0, Math.PI * 2);
    context.clip();
    context.drawImage(image, sx, sy, side, side, 0, 0, pixels, pixels);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : undefined;
  } catch {
    return undefined;
  }
}
