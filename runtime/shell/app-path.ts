/**
 * The app path names this deployment in browser storage (SPEC §9: the theme is stored under
 * "<app path>_theme"). It is the base path the runtime is served from, without its leading and
 * trailing slashes, inner slashes turned into underscores; served from the root ("/") it is "keel".
 *   "/" → "keel"    "/keel-test/" → "keel-test"    "/ops/fleet/" → "ops_fleet"
 * Two deployments on one origin under different paths therefore keep separate choices.
 */
export function appPathOf(basePath: string): string {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'keel' : trimmed.replace(/\/+/g, '_');
}

/** The base path the runtime was built for (Vite's `base`, "/" unless configured). */
export function currentBasePath(): string {
  return import.meta.env.BASE_URL ?? '/';
}

/** The localStorage key of a setting of this deployment, e.g. storageKey('theme') → "keel_theme". */
export function storageKey(setting: string, basePath: string = currentBasePath()): string {
  return `${appPathOf(basePath)}_${setting}`;
}
