/** Where to go after sign-in: the `url` query parameter when it is a path inside the app, else home. */
export function safeReturnPath(url: string | null | undefined, fallback: string): string {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return fallback;
  if (url === '/auth' || url.startsWith('/auth/')) return fallback;
  return url;
}

/** The sign-in path that returns to `path` afterwards. */
export function loginPathFor(path: string): string {
  return path && path !== '/' ? `/auth/login?url=${encodeURIComponent(path)}` : '/auth/login';
}
