/** Whether a request URL is for the API (/api, /secure, /files) rather than the app's own files. */
export function isApiPath(url: string): boolean {
  return /^\/(api|secure|files)(\/|$)/.test(url);
}
