/*
 * `npm run bank:export -- <folder>`: writes the configured database's live bank to <folder> as
 * gplx-bank/1 (bank.json + images/), ready to be imported again.
 */
import path from 'node:path';
import { exportBank } from '../bank/bank-export.js';
import { openCliDatabase } from './open-cli-db.js';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run bank:export -- <folder>');
  process.exit(2);
}
const handle = await openCliDatabase();
try {
  const report = await exportBank(handle.db, path.resolve(folder));
  console.log(
    `Đã xuất ${report.questions} câu hỏi và ${report.images} ảnh (phiên bản ${report.version}) vào ${path.resolve(folder)}`,
  );
} finally {
  await handle.close();
}
