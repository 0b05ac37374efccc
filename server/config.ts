/** Process configuration, read once from the environment (README "Configuration"). */
import { join, resolve } from 'node:path';
import { bodyLimitClasses, defaultBodyLimits, parseByteSize, type BodyLimits } from './http/body-limits.js';

export interface SsoConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Claim of the ID token that names the Keel user. */
  usernameClaim: string;
  /** Allow an http:// issuer (only for a provider on this machine, e.g. in tests). */
  allowInsecure: boolean;
}

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** Public origin of this server, used for the SSO redirect URI. */
  publicUrl: string;
  demo: boolean;
  /** History the demo fleet gets on the first start: months (3; 12 with --demo-year), or days when set (tests). */
  demoMonths: number;
  demoDays?: number;
  /**
   * KEEL_DEMO_FOREGROUND=1: a demo start stores the ship history and sets up the alarms before it serves, as before
   * issue 21 (the browser tests use it); otherwise it serves at once and generates them behind (docs/operations.md "Start-up").
   */
  demoForeground: boolean;
  /** Seconds a token stays valid; a fresh one is sent as reply-token in the last third. */
  tokenTtlSeconds: number;
  /** Hours a sign-in may last before the user must sign in again. */
  sessionMaxHours: number;
  /** Module names installed here; all known modules when unset. */
  modules?: string[];
  /** PEM public keys trusted to sign licences (besides the development key in demo and tests). */
  licencePublicKeys: string[];
  trustDevelopmentLicenceKey: boolean;
  sso?: SsoConfig;
  staticDir?: string;
  /** Code of the unit (ship) this installation runs on; unset on shore. */
  installationUnit?: string;
  /** Reverse proxies (addresses or CIDR ranges) whose X-Forwarded-For names the client; none: the socket's address. */
  trustedProxies: string[];
  /** Folder of the logbook audit key (KEEL_AUDIT_KEY_DIR, else DATA_DIR/audit-keys): outside the database on purpose. */
  auditKeyDir: string;
  /** The largest request body of each size class (KEEL_BODY_LIMIT_<CLASS>, e.g. KEEL_BODY_LIMIT_JSON=2MiB). */
  bodyLimits: BodyLimits;
}

/** Builds the configuration from environment variables and command-line flags. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const port = Number(env.PORT ?? 8080);
  const demo = argv.includes('--demo') || env.KEEL_DEMO === '1';
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    demo,
    demoMonths: argv.includes('--demo-year') ? 12 : Number(env.KEEL_DEMO_MONTHS ?? 3),
    demoDays: env.KEEL_DEMO_DAYS ? Number(env.KEEL_DEMO_DAYS) : undefined,
    demoForeground: env.KEEL_DEMO_FOREGROUND === '1',
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 900),
    sessionMaxHours: Number(env.SESSION_MAX_HOURS ?? 12),
    modules: env.KEEL_MODULES ? env.KEEL_MODULES.split(',').map((m) => m.trim()).filter(Boolean) : undefined,
    licencePublicKeys: env.KEEL_LICENCE_PUBLIC_KEY ? [env.KEEL_LICENCE_PUBLIC_KEY] : [],
    trustDevelopmentLicenceKey: demo || env.KEEL_TRUST_DEVELOPMENT_LICENCE === '1',
    sso: env.SSO_ISSUER && env.SSO_CLIENT_ID ? {
      issuer: env.SSO_ISSUER,
      clientId: env.SSO_CLIENT_ID,
      clientSecret: env.SSO_CLIENT_SECRET || undefined,
      usernameClaim: env.SSO_USERNAME_CLAIM ?? 'preferred_username',
      allowInsecure: env.SSO_ALLOW_HTTP === '1',
    } : undefined,
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    installationUnit: env.KEEL_UNIT || undefined,
    trustedProxies: (env.KEEL_TRUSTED_PROXIES ?? '').split(',').map((p) => p.trim()).filter(Boolean),
    auditKeyDir: resolve(env.KEEL_AUDIT_KEY_DIR || join(env.DATA_DIR ?? './data', 'audit-keys')),
    bodyLimits: readBodyLimits(env),
  };
}

/**
 * Each size class from KEEL_BODY_LIMIT_SIGN_IN, _JSON, _BULK or _UPLOAD, else its default; the CSV import keeps the
 * file limit its dialog checks before sending.
 */
function readBodyLimits(env: NodeJS.ProcessEnv): BodyLimits {
  const limits = { ...defaultBodyLimits };
  for (const name of bodyLimitClasses.filter((c) => c !== 'csvImport')) {
    const variable = `KEEL_BODY_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
    const text = env[variable];
    if (text === undefined || text === '') continue;
    const bytes = parseByteSize(text);
    if (bytes === undefined) throw new Error(`${variable}=${text} is not a size (e.g. 512KiB, 2MiB or bytes)`);
    limits[name] = bytes;
  }
  return limits;
}
