// Draws the installed app's icons from the logo (public/favicon.svg), one PNG for each icon the web
// app manifest (public/manifest.webmanifest) lists, by its size and purpose: the manifest is the one
// list, so an icon it names is never missing from the build.
//
//   node scripts/app-icons.mjs [distDir]     (or WEB_DIST_DIR; default apps/web/dist)
//
// - any: the logo as it is, rounded corners and all;
// - maskable: the gradient to the edges and the heart inside the middle 60 % (the safe zone is the
//   middle 80 % circle: Android crops the rest to its own shape);
// - monochrome: the heart alone, opaque on transparent (the system tints it);
// - the Apple touch icon (180 px) is square and opaque: iOS rounds it itself and shows black for
//   transparency.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const webDir = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(process.argv[2] ?? process.env.WEB_DIST_DIR ?? path.join(webDir, "dist"));

const logo = await readFile(path.join(webDir, "public/favicon.svg"), "utf8");
const manifest = JSON.parse(await readFile(path.join(webDir, "public/manifest.webmanifest"), "utf8"));
const defs = /<defs>[\s\S]*<\/defs>/.exec(logo)?.[0];
const heart = /<path[^>]*\bd="([^"]+)"/.exec(logo)?.[1];
if (!defs || !heart)
  throw new Error("public/favicon.svg changed shape: no <defs> or heart <path> to draw the icons from.");

/** The heart in the logo's 64-unit box, scaled about the centre. */
const heartAt = (scale, fill) =>
  `<path fill="${fill}" transform="translate(32 32) scale(${scale}) translate(-32 -34)" d="${heart}"/>`;
const svg = (body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${defs}${body}</svg>`;

const DRAWINGS = {
  any: logo,
  maskable: svg(`<rect width="64" height="64" fill="url(#g)"/>${heartAt(0.9, "#fff")}`),
  monochrome: svg(heartAt(1.6, "#000")),
  apple: svg(`<rect width="64" height="64" fill="url(#g)"/>${heartAt(1, "#fff")}`),
};

for (const icon of manifest.icons) {
  const size = Number(/^(\d+)x\1$/.exec(icon.sizes)?.[1]);
  if (!size || !icon.src.startsWith("/icons/") || icon.type !== "image/png")
    throw new Error(`The manifest's icon ${icon.src} is not a square PNG under /icons/.`);
  const kind = icon.src.includes("apple-touch") ? "apple" : icon.purpose;
  const drawing = DRAWINGS[kind];
  if (!drawing) throw new Error(`No drawing for the icon purpose "${icon.purpose}" (${icon.src}).`);
  const file = path.join(distDir, icon.src);
  await mkdir(path.dirname(file), { recursive: true });
  const png = await sharp(Buffer.from(drawing), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(file, png);
}
console.log(
  `App icons: ${manifest.icons.length} drawn into ${path.relative(process.cwd(), path.join(distDir, "icons"))}`,
);
