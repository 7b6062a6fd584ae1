/*
 * Draws the app icons (192, 512 and a maskable 512) from our own SVG. Run once; the PNGs are committed.
 */
import sharp from 'sharp';

const wheel = (size: number, pad: number) => {
  const r = (size - 2 * pad) / 2;
  const c = size / 2;
  const w = r * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${pad === 0 ? size * 0.2 : 0}" fill="#16a34a"/>
<circle cx="${c}" cy="${c}" r="${r * 0.8}" fill="none" stroke="#fff" stroke-width="${w}"/>
<circle cx="${c}" cy="${c}" r="${r * 0.2}" fill="#fff"/>
<path d="M${c} ${c - r * 0.2}V${c - r * 0.75}M${c - r * 0.17} ${c + r * 0.1}L${c - r * 0.7} ${c + r * 0.4}M${c + r * 0.17} ${c + r * 0.1}L${c + r * 0.7} ${c + r * 0.4}" stroke="#fff" stroke-width="${w}" stroke-linecap="round"/>
</svg>`;
};

await sharp(Buffer.from(wheel(192, 0)))
  .png()
  .toFile('public/icons/icon-192.png');
await sharp(Buffer.from(wheel(512, 0)))
  .png()
  .toFile('public/icons/icon-512.png');
await sharp(Buffer.from(wheel(512, 80)))
  .png()
  .toFile('public/icons/icon-maskable-512.png');
