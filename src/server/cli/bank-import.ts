/*
 * `npm run bank:import -- <folder>`: validates the bank in <folder> (bank.json + images/) and imports
 * it into the configured database; a bad bank is rejected whole with its list of errors (exit 1).
 */
import path from 'node:path';
import { importBank } from '../bank/bank-import.js';
import { openCliDatabase } from './open-cli-db.js';

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: npm run bank:import -- <folder with bank.json and images/>');
  process.exit(2);
}
const handle = await openCliDatabase();
const started = Date.now();
try {
  const report = await importBank(handle.db, path.resolve(folder), {
    actor: process.env.USER ?? 'cli',
  });
  if (report.errors.length > 0) {
    console.error(`Ngân hàng không hợp lệ (${report.errors.length} lỗi); không có gì thay đổi:`);
    for (const error of report.errors) console.error(`  - ${error.message}`);
    process.exitCode = 1;
  } else {
    console.log(
      `Đã nhập: thêm ${report.added}, sửa ${report.changed}, xóa ${report.removed}, giữ nguyên ${report.unchanged}; ${report.images} ảnh; phiên bản ${report.version} (${Date.now() - started} ms)`,
    );
  }
} finally {
  await handle.close();
}
