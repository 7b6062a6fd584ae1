// Writes the JSON Schema of the gplx-bank/1 format (generated from the zod schema in src/domain) to
// bank/gplx-bank-1.schema.json, formatted by prettier. Run: npx tsx scripts/write-bank-schema.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format } from 'prettier';
import { bankJsonSchema } from '../src/domain/bank-format';

const target = path.resolve(process.cwd(), 'bank/gplx-bank-1.schema.json');
const text = await format(JSON.stringify(bankJsonSchema()), { parser: 'json' });
await writeFile(target, text, 'utf8');
console.log(`wrote ${target}`);
