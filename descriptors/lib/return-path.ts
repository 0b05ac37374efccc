/**
 * Where a sign-in may send the user back to, checked alike by the browser (the `url` query parameter) and the server
 * (single sign-on's stored return path): a path on this app — one leading '/', not '//' or '/\' (which browsers read
 * as another host), no backslash or control characters, not a sign-in page — else `fallback`.
 */
export function safeReturnPath(path: string | null | undefined, fallback = '/'): string {
  // eslint-disable-next-line no-control-regex -- control characters are what a return path must not hold
  if (!path || path.length > 2000 || !/^\/(?![/\\])/.test(path) || /[\u0000-\u001f\u007f\\]/.test(path)) return fallback;
  if (path === '/auth' || path.startsWith('/auth/')) return fallback;
  return path;
}
