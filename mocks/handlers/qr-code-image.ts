import { qrModules, qrPath } from '../../src/features/qr-codes/lib/print/qr-matrix';

/*
 * The files qrcode/download answers: the QR code of an address as a real SVG or PNG, drawn from
 * the same modules as the app's prints (error correction Q, a 4-module quiet zone).
 */

/** A vector file: a white square under one path of dark modules. */
export function qrSvg(address: string): string {
  const modules = qrModules(address);
  const size = modules.length;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${qrPath(modules)}" fill="#000"/></svg>`;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * A zlib stream of stored (uncompressed) blocks: a 1-bit image of a QR code is a few KB, and
 * the same code runs in Node and the browser without a compressor.
 */
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / 0xffff));
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4);
  out.set([0x78, 0x01]);
  let at = 2;
  for (let block = 0; block < blocks; block += 1) {
    const part = data.subarray(block * 0xffff, (block + 1) * 0xffff);
    const last = block === blocks - 1 ? 1 : 0;
    out.set(
      [
        last,
        part.length & 0xff,
        part.length >>> 8,
        ~part.length & 0xff,
        (~part.length >>> 8) & 0xff,
      ],
      at,
    );
    out.set(part, at + 5);
    at += 5 + part.length;
  }
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  new DataView(out.buffer).setUint32(at, ((b << 16) | a) >>> 0);
  return out;
}

/** A black-and-white PNG, `scale` pixels per module. */
export function qrPng(address: string, scale = 8): Uint8Array<ArrayBuffer> {
  const modules = qrModules(address);
  const side = modules.length * scale;
  const rowBytes = Math.ceil(side / 8);
  const raw = new Uint8Array((rowBytes + 1) * side);
  for (let y = 0; y < side; y += 1) {
    const row = modules[Math.floor(y / scale)]!;
    for (let x = 0; x < side; x += 1) {
      // Greyscale 1 bit: 1 is white.
      const at = y * (rowBytes + 1) + 1 + (x >> 3);
      if (!row[Math.floor(x / scale)]) raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, side);
  view.setUint32(4, side);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  return png;
}
