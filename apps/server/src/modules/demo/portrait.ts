import sharp from "sharp";

/**
 * A generated portrait for a demo member: a soft gradient with an abstract head-and-shoulders figure
 * and the initial. Made locally (no stock photos, no network), so demo data carries no real faces.
 */
export async function renderPortrait(
  initial: string,
  [light, dark]: [string, string],
  variant: number,
): Promise<Buffer> {
  const angle = (variant * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/>
    </linearGradient>
  </defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <circle cx="${120 + (variant % 5) * 90}" cy="${140 + (variant % 3) * 60}" r="${90 + (variant % 4) * 20}" fill="#ffffff" opacity="0.12"/>
  <circle cx="300" cy="330" r="120" fill="#ffffff" opacity="0.85"/>
  <path d="M90 800 C110 600 200 520 300 520 C400 520 490 600 510 800 Z" fill="#ffffff" opacity="0.85"/>
  <text x="300" y="372" font-family="sans-serif" font-size="120" font-weight="700" text-anchor="middle" fill="${dark}">${initial}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
