/**
 * Single sign-on over OpenID Connect: authorization code flow with PKCE, state and nonce (SPEC §4, §8).
 * The paths keep the "keycloak" name the client uses, but any OpenID provider works; docs/sso.md.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import * as oidc from 'openid-client';
import type { Config, SsoConfig } from '../../config.js';
import type { KeelEnv } from '../../http/context.js';
import { createRouter } from '../../http/router.js';
import { findUserByUsername } from '../access/principals.js';
import { writeAudit } from '../audit/audit.js';
import { isLockedOut } from './lockout.js';
import { signedIn } from './login.js';
import type { AuthContext } from './sessions.js';
import { safeReturnPath } from '../../../descriptors/lib/return-path.js';
import { clearSsoState, readSsoState, writeSsoState, type SsoState } from './sso-state.js';

const basePath = '/authentication/provider/keycloak';
const accessDeniedPath = '/auth/access-denied';

export interface SsoIdentity {
  /** Value of the configured username claim, from the ID token or else from userinfo. */
  username: string;
  idToken: string;
}

export interface SsoClient {
  /** The provider's authorization URL and the state to keep until its callback. */
  startSignIn(returnPath: string): Promise<{ url: URL; state: SsoState }>;
  /** Redeems the code of a callback (its query string) after checking state, PKCE and the ID token. */
  finishSignIn(callbackQuery: string, state: SsoState): Promise<SsoIdentity>;
  /** The provider's end-session URL for an SSO session; undefined when it has none or cannot be reached. */
  logoutUrl(idToken: string): Promise<string | undefined>;
  /** Whether the browser talks to this server over https (the state cookie is then Secure). */
  isSecure: boolean;
}

/** A client for config.sso; the provider's metadata is discovered on first use, and again after a failure. */
export function createSsoClient(config: Config): SsoClient {
  const sso = config.sso;
  if (!sso) throw new Error('createSsoClient needs config.sso');
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const redirectUri = `${publicUrl}/api${basePath}/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;
  const provider = () => {
    discovered ??= discover(sso).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    isSecure: publicUrl.startsWith('https:'),

    async startSignIn(returnPath) {
      const configuration = await provider();
      const state: SsoState = {
        codeVerifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce(), returnPath,
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid profile email',
        code_challenge: await oidc.calculatePKCECodeChallenge(state.codeVerifier),
        code_challenge_method: 'S256',
        state: state.state,
        nonce: state.nonce,
      });
      return { url, state };
    },

    async finishSignIn(callbackQuery, state) {
      const configuration = await provider();
      // The redirect URI sent to the token endpoint is this URL without its query, so build it from publicUrl.
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(`${redirectUri}${callbackQuery}`), {
        pkceCodeVerifier: state.codeVerifier, expectedState: state.state, expectedNonce: state.nonce, idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('the provider returned no ID token');
      let username = claims[sso.usernameClaim];
      // Providers that follow OpenID Connect strictly release profile claims only at userinfo.
      if (typeof username !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
        username = (await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub))[sso.usernameClaim];
      }
      if (typeof username !== 'string' || !username.trim()) throw new Error(`no "${sso.usernameClaim}" claim for subject ${claims.sub}`);
      return { username, idToken: tokens.id_token };
    },

    async logoutUrl(idToken) {
      try {
        const configuration = await provider();
        if (!configuration.serverMetadata().end_session_endpoint) return undefined;
        return oidc.buildEndSessionUrl(configuration, {
          id_token_hint: idToken, post_logout_redirect_uri: `${publicUrl}/auth/login`,
        }).href;
      } catch (error) {
        console.warn(`SSO logout URL unavailable: ${reasonOf(error)}`);
        return undefined;
      }
    },
  };
}

function discover(sso: SsoConfig): Promise<oidc.Configuration> {
  return oidc.discovery(
    new URL(sso.issuer),
    sso.clientId,
    sso.clientSecret,
    sso.clientSecret ? undefined : oidc.None(),
    // Non-repudiation checks verify the ID token's signature against the provider's JWKS; without them
    // openid-client trusts TLS alone, and an http issuer (allowInsecure) would have nothing protecting it.
    { execute: [oidc.enableNonRepudiationChecks, ...(sso.allowInsecure ? [oidc.allowInsecureRequests] : [])] },
  );
}

/** Why a sign-in was refused; logged on the server, never shown to the browser. */
class SsoRefusal extends Error {}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = 'cause' in error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

/** Maps the provider's identity to an active Keel user, opens an SSO session and says where the browser goes. */
async function completeSignIn(ctx: AuthContext, sso: SsoClient, c: Context<KeelEnv>): Promise<string> {
  const state = await readSsoState(c, ctx.key);
  if (!state) throw new SsoRefusal('the state cookie is missing, tampered with or expired');
  const identity = await sso.finishSignIn(new URL(c.req.url).search, state);
  const user = await findUserByUsername(ctx.db, identity.username);
  if (!user) throw new SsoRefusal(`no Keel user named "${identity.username}"`);
  if (user.disabled || isLockedOut(user)) throw new SsoRefusal(`user "${user.username}" is disabled or blocked`);
  const outcome = await signedIn(ctx, user, 'sso', identity.idToken);
  await writeAudit(ctx.db, { actor: { userId: user.id, username: user.username }, action: 'SIGN_IN_SSO', entity: 'user', entityId: user.id });
  return `/auth/sso#token=${encodeURIComponent(outcome.token!)}&url=${encodeURIComponent(state.returnPath)}`;
}

const redirectResponse = (description: string) => ({ 302: { description } });

export function ssoRoutes(ctx: AuthContext, sso: SsoClient | undefined) {
  const router = createRouter();
  const refuse = (c: Context<KeelEnv>, reason: string) => {
    console.warn(`SSO sign-in refused: ${reason}`);
    clearSsoState(c, sso?.isSecure ?? false);
    return c.redirect(accessDeniedPath, 302);
  };

  router.openapi(createRoute({
    method: 'get', path: `${basePath}/status`, tags: ['Authentication'],
    summary: 'false without single sign-on, else {url} to start it',
    responses: { 200: { content: { 'application/json': { schema: z.union([z.literal(false), z.object({ url: z.string() })]) } }, description: 'SSO status' } },
  }), (c) => c.json(sso ? { url: `/api${basePath}/login` } : false as const, 200));

  router.openapi(createRoute({
    method: 'get', path: `${basePath}/login`, tags: ['Authentication'],
    summary: 'Start single sign-on: redirects to the identity provider',
    request: { query: z.object({ url: z.string().optional().openapi({ description: 'Path on this server to return to after signing in' }) }) },
    responses: redirectResponse('To the provider, or to /auth/access-denied when single sign-on is unavailable'),
  }), async (c) => {
    if (!sso) return refuse(c, 'single sign-on is not configured');
    try {
      const { url, state } = await sso.startSignIn(safeReturnPath(c.req.valid('query').url));
      await writeSsoState(c, ctx.key, state, sso.isSecure);
      return c.redirect(url.href, 302);
    } catch (error) {
      return refuse(c, `the provider cannot be reached: ${reasonOf(error)}`);
    }
  });

  router.openapi(createRoute({
    method: 'get', path: `${basePath}/callback`, tags: ['Authentication'],
    summary: 'The provider returns here; on success redirects to /auth/sso#token=…&url=…',
    responses: redirectResponse('To /auth/sso with the session token in the fragment, or to /auth/access-denied'),
  }), async (c) => {
    if (!sso) return refuse(c, 'single sign-on is not configured');
    try {
      const location = await completeSignIn(ctx, sso, c);
      clearSsoState(c, sso.isSecure);
      return c.redirect(location, 302);
    } catch (error) {
      return refuse(c, reasonOf(error));
    }
  });

  return router;
}
