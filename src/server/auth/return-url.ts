/*
 * Return URLs after sign-in may only be paths on our own origin: anything else becomes '/', so the
 * sign-in endpoints can never be used as an open redirect.
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters and backslashes are normalised by browsers into something else; refuse them.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return '/';
  }
  return value;
}
