// Writes the JSON Schema of the gplx-bank/1 format (generated from the zod schema in src/domain) to
// bank/gplx-bank-1.schema.json. Run: npx tsx scripts/write-bank-schema.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bankJsonSchema } from '../src/domain/bank-format';

const target = path.resolve(process.cwd(), 'bank/gplx-bank-1.schema.json');
await writeFile(target, `${JSON.stringify(bankJsonSchema(), null, 2)}\n`, 'utf8');
console.log(`wrote ${target}`);
