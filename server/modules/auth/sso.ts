/** Single sign-on over OpenID Connect (authorization code + PKCE). */
import { createRoute, z } from '@hono/zod-openapi';
import type { Config } from '../../config.js';
import { createRouter } from '../../http/router.js';
import type { AuthContext } from './sessions.js';

export interface SsoClient {
  logoutUrl(idToken: string): Promise<string | undefined>;
}

export function createSsoClient(_config: Config): SsoClient {
  return { logoutUrl: async () => undefined };
}

export function ssoRoutes(_ctx: AuthContext, sso: SsoClient | undefined) {
  const router = createRouter();
  router.openapi(createRoute({
    method: 'get', path: '/authentication/provider/keycloak/status', tags: ['Authentication'],
    summary: 'false without single sign-on, else {url} to start it',
    responses: { 200: { content: { 'application/json': { schema: z.union([z.literal(false), z.object({ url: z.string() })]) } }, description: 'SSO status' } },
  }), (c) => c.json(sso ? { url: '/api/authentication/provider/keycloak/login' } : false as const, 200));
  return router;
}
