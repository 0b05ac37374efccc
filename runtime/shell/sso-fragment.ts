/** Reads the fragment the SSO callback redirects to: /auth/sso#token=<token>&url=<return path>. */
export function parseSsoFragment(hash: string): { token?: string; url?: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { token: params.get('token') || undefined, url: params.get('url') || undefined };
}
