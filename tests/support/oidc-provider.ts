/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for SSO tests, with a one-field login page, and a
 * browser-like driver that signs a user in there and returns where the provider sends the browser back.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';

/** The accounts the provider knows: login name → subject; preferred_username is the login name. */
const accounts: Record<string, string> = { captain: 'sub-1001', officer: 'sub-1002', chief: 'sub-1003', stranger: 'sub-9999' };

export interface TestOidcProvider {
  issuer: string;
  /** Paths requested at the provider, in order; tests clear it as they like. */
  requests: string[];
  clientId: string;
  clientSecret: string;
  /** Signs `login` in at the provider, starting from an authorization URL; returns the redirect back to the client. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** Keel's public origin; the client's redirect and post-logout URIs hang off it. */
  publicUrl: string;
  /** Put profile claims in the ID token (as Keycloak does) rather than only at userinfo (strict OIDC). */
  claimsInIdToken?: boolean;
}

/** The part of oidc-provider's API these tests use; the package ships no type declarations. */
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  };
}

interface Interaction {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: { client_id: string };
  session?: { accountId?: string };
}

/** Starts the provider on an ephemeral port; close() stops it. */
export async function startOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const specifier = 'oidc-provider';
  const { default: ProviderClass } = await import(specifier) as { default: new (issuer: string, config: object) => Provider };
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const clientId = 'keel';
  const clientSecret = 'keel-test-secret';
  const provider = new ProviderClass(issuer, {
    clients: [{
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [`${options.publicUrl}/api/authentication/provider/keycloak/callback`],
      post_logout_redirect_uris: [`${options.publicUrl}/auth/login`],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    }],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    claims: { openid: ['sub'], profile: ['preferred_username'] },
    conformIdTokenClaims: !options.claimsInIdToken,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    findAccount: (_ctx: unknown, sub: string) => {
      const login = Object.keys(accounts).find((name) => accounts[name] === sub);
      return login ? { accountId: sub, claims: () => ({ sub, preferred_username: login }) } : undefined;
    },
  });
  const providerCallback = provider.callback();
  const requests: string[] = [];
  handle = (req, res) => {
    requests.push(new URL(req.url ?? '/', issuer).pathname);
    if (req.url?.startsWith('/interaction/')) interact(provider, req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
    else providerCallback(req, res);
  };

  return {
    issuer, requests, clientId, clientSecret,
    signIn: (authorizationUrl, login) => driveSignIn(issuer, authorizationUrl, login),
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
  };
}

/** The login page: GET shows a form; POST login=<name> signs that account in and consents to what was asked. */
async function interact(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<form method="post"><input name="login"></form>');
    return;
  }
  if (details.prompt.name === 'login') {
    const login = new URLSearchParams(await readBody(req)).get('login') ?? '';
    const accountId = accounts[login];
    if (!accountId) return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'unknown login' });
    return provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
  }
  const grant = new provider.Grant({ accountId: details.session!.accountId!, clientId: details.params.client_id });
  if (details.prompt.details.missingOIDCScope) grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
  if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
  return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Follows redirects at the provider with a cookie jar, submitting the login page whenever it appears. */
async function driveSignIn(issuer: string, authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let method = 'GET';
  for (let hop = 0; hop < 12; hop += 1) {
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: method === 'POST' ? new URLSearchParams({ login }).toString() : undefined,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    await res.arrayBuffer();
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      method = 'GET';
      if (url.origin !== issuer) return url;
    } else if (res.status === 200 && url.pathname.startsWith('/interaction/') && method === 'GET') {
      method = 'POST';
    } else {
      throw new Error(`the provider answered ${res.status} at ${url.pathname}`);
    }
  }
  throw new Error('too many redirects at the provider');
}
