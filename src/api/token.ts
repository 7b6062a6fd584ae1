/*
 * The sign-in token, kept in localStorage under getnocode_token_{appId} (SPEC §9), and the login
 * redirect. No HTTP client here: the app shell imports this before anything else loads.
 */
export const APP_ID: string = import.meta.env.VITE_APP_ID ?? 'gplx';
export const TOKEN_KEY = `getnocode_token_${APP_ID}`;

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event('gplx:token'));
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event('gplx:token'));
}

export function loginUrl(returnUrl: string): string {
  return `/api/auth/login/${APP_ID}?returnUrl=${encodeURIComponent(returnUrl)}`;
}
