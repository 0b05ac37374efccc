/** The sign-in path that returns to `path` afterwards. */
export function loginPathFor(path: string): string {
  return path && path !== '/' ? `/auth/login?url=${encodeURIComponent(path)}` : '/auth/login';
}
