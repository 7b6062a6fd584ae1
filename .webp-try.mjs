import sharp from 'sharp';
import { readdirSync, readFileSync } from 'node:fs';
const dir = '/work/shared/bank/official-2025/images';
const files = readdirSync(dir);
for (const opts of [{quality:60, effort:4},{quality:60, effort:6},{quality:60, effort:6, smartSubsample:true},{quality:60,effort:6,alphaQuality:50}]) {
  let total = 0; const t=Date.now();
  for (const f of files) total += (await sharp(readFileSync(`${dir}/${f}`)).webp(opts).toBuffer()).length;
  console.log(JSON.stringify(opts), (total/1e6).toFixed(3), 'MB', Date.now()-t, 'ms');
}
