/*
 * The development sign-in page (no issuer configured, not production): a self-contained HTML form
 * with a loud banner. No script (the CSP forbids inline script); inline style is allowed.
 */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

export const devSignInText = {
  title: 'Đăng nhập (phát triển) — Ôn thi GPLX',
  banner: 'Trang đăng nhập dành cho phát triển — không dùng trong môi trường thật',
  intro: 'Nhập email bất kỳ để đăng nhập thử. Không có mật khẩu, không kiểm tra danh tính.',
  email: 'Email',
  name: 'Tên hiển thị',
  submit: 'Đăng nhập (phát triển)',
  invalid: 'Vui lòng nhập một địa chỉ email hợp lệ.',
} as const;

export function devSignInPage(appId: string, returnUrl: string, error?: string): string {
  const action = `/api/auth/dev/${encodeURIComponent(appId)}`;
  const errorBlock = error
    ? `<p role="alert" style="color:#b00020;font-weight:600">${escapeHtml(error)}</p>`
    : '';
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(devSignInText.title)}</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f5f5f5;color:#1a1a1a">
<div role="note" style="background:#c62828;color:#fff;padding:16px;font-size:1.15rem;font-weight:700;text-align:center">${escapeHtml(devSignInText.banner)}</div>
<main style="max-width:420px;margin:32px auto;background:#fff;padding:24px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)">
<h1 style="font-size:1.3rem;margin-top:0">${escapeHtml(devSignInText.title)}</h1>
<p>${escapeHtml(devSignInText.intro)}</p>
${errorBlock}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<p><label for="email" style="display:block;font-weight:600;margin-bottom:4px">${escapeHtml(devSignInText.email)}</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" style="width:100%;box-sizing:border-box;padding:8px;font-size:1rem"></p>
<p><label for="name" style="display:block;font-weight:600;margin-bottom:4px">${escapeHtml(devSignInText.name)}</label>
<input id="name" name="name" type="text" maxlength="80" autocomplete="name" style="width:100%;box-sizing:border-box;padding:8px;font-size:1rem"></p>
<button type="submit" style="width:100%;padding:10px;font-size:1rem;background:#1565c0;color:#fff;border:0;border-radius:6px;cursor:pointer">${escapeHtml(devSignInText.submit)}</button>
</form>
</main>
</body>
</html>`;
}
