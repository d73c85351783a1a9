import encodeQR from 'qr';

/**
 * Error correction of every printed code: quartile (Q), about 25 % of the code can be lost to
 * a small logo, a scratch or a coffee ring and it still reads. H (30 %) would make the codes
 * denser (smaller modules at the same size) for little gain on a table tent.
 */
export const QR_ERROR_CORRECTION = 'quartile';

/** The light margin the QR standard asks around a code, in modules (qrcode.react's is 0). */
export const QUIET_ZONE_MODULES = 4;

/** The modules of the code of `text`, quiet zone included: true is dark. */
export function qrModules(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: QR_ERROR_CORRECTION, border: QUIET_ZONE_MODULES });
}

/**
 * The dark modules as one SVG path in module units (a rectangle per run of a row): the
 * preview draws it and the PDF fills it in one go, so no seams show between modules.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}
