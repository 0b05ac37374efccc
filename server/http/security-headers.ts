/**
 * Security headers on every answer: Hono's secureHeaders for the fixed ones (nosniff, referrer policy, X-Frame-Options …)
 * and a Content-Security-Policy chosen by what the answer is — the runtime, a wallboard page, the API docs page or API
 * data. docs/operations.md "Security headers" explains each relaxation.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type Policy = Record<string, readonly string[]>;

/** The strict base: everything from this origin only; images may also be data: URLs (Vite inlines small CSS images). */
const basePolicy: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  // 'self' covers the WebSocket (ws:/wss: of the same host) in every current browser.
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

// Mantine's CSS variables, ApexCharts' chart styles and Monaco's style sheets and style attributes are inline styles
// that Monaco cannot give a nonce.
const inlineStyles = ["'self'", "'unsafe-inline'"];

/** The signed-in runtime (checked in Chromium by tests/e2e/content-security-policy.spec.ts). */
const runtimePolicy: Policy = {
  ...basePolicy,
  // ajv, RJSF's validator, compiles each form schema (descriptors from the database) with new Function.
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': inlineStyles,
  // The printout screen shows the PDF the server made in a frame on a blob: URL (the browser's PDF viewer).
  'frame-src': ["'self'", 'blob:'],
};

/** A wallboard shows dashboards and no form, so no eval; its frame-ancestors come from the framing setting. */
const wallboardPolicy: Policy = { ...basePolicy, 'style-src': inlineStyles };

/** API answers are data, never documents: nothing may run or load if one is opened as a page. */
const apiPolicy: Policy = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** A logo image (an SVG may be opened as a page): it may style itself and nothing else, and nothing runs. */
const logoImagePolicy: Policy = { 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], 'frame-ancestors': ["'none'"] };

const fixedHeaders = secureHeaders({
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // TLS ends at the installation's proxy, which decides on HSTS; Keel itself answers plain HTTP on ship networks.
  strictTransportSecurity: false,
});

const serialize = (policy: Policy) => Object.entries(policy).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
const isDocsPage = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isWallboardPage = (path: string) => path.startsWith('/wallboard/');
const isLogoImage = (path: string) => /^\/api\/logos\/(light|dark)\//.test(path);

export interface SecurityHeaderOptions {
  /** The CSP sources allowed to frame wallboard pages (`'none'` when nobody may); read per wallboard page request. */
  wallboardFrameAncestors: () => Promise<readonly string[]>;
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    // The WebSocket upgrade answers with 101 and no document.
    if (c.req.path.startsWith('/ws/')) return next();
    const policy = await policyFor(c, options);
    await fixedHeaders(c, next);
    c.res.headers.set('Content-Security-Policy', serialize(policy));
    if (!policy['frame-ancestors'].includes("'none'")) c.res.headers.delete('X-Frame-Options');
  };
}

async function policyFor(c: Context, options: SecurityHeaderOptions): Promise<Policy> {
  const path = c.req.path;
  // Swagger UI from local files needs nothing beyond the base.
  if (isDocsPage(path)) return basePolicy;
  if (isLogoImage(path)) return logoImagePolicy;
  if (isApi(path)) return apiPolicy;
  if (isWallboardPage(path)) return { ...wallboardPolicy, 'frame-ancestors': await options.wallboardFrameAncestors() };
  return runtimePolicy;
}
