/*
 * `npm run admin:promote -- <email>`: gives the admin role to the account(s) with this email in the
 * configured database (same rules as main.ts). Exit code 1 when no account has that email yet —
 * the person must sign in once first. Sign-in never demotes an admin promoted here.
 */
import { pathToFileURL } from 'node:url';
import { promoteAdmin } from '../auth/users-repository.js';
import { openCliDatabase } from './open-cli-db.js';

export { promoteAdmin };

async function main(email: string | undefined): Promise<number> {
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run admin:promote -- <email>');
    return 2;
  }
  const handle = await openCliDatabase();
  try {
    const count = await promoteAdmin(handle.db, email);
    if (count === 0) {
      console.error(
        `Không có tài khoản nào với email ${email}. Người này cần đăng nhập một lần trước, rồi chạy lại lệnh.`,
      );
      return 1;
    }
    console.log(`Đã cấp quyền quản trị (admin) cho ${email} (${count} tài khoản).`);
    return 0;
  } finally {
    await handle.close();
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  process.exitCode = await main(process.argv[2]);
}
