/**
 * Boot (DESIGN §7): session → modules, menu and screens, with the installation mode, logos and SSO state. Once the
 * session is checked the six calls go out together: none needs another's answer, and one after the other they were a
 * waterfall of round trips before a screen could ask for its own data (issue 21, decision 78).
 */
import type { MenuItem } from '../../descriptors/lib/menu.js';
import { sortBySequence } from '../../descriptors/lib/menu.js';
import type { AuthApi, AuthResult, SsoStatus } from '../api/auth-api.js';
import type { LogoDefinitions } from '../../descriptors/lib/logos/installation-logos.js';
import type { CurrentUnit, ScreenDescriptor, ShellApi } from '../api/shell-api.js';

/** SPEC §9: the home page unless the user has a customHomePath. */
export const defaultHomePath = '/fleet/map';

export interface SessionUser {
  username: string;
  displayName: string;
  userType: string;
  functions: Record<string, 'VIEW' | 'MANAGEMENT'>;
  customHomePath: string | null;
  languageCode: string | null;
}

/** Everything the signed-in shell needs, loaded once per sign-in. */
export interface ShellData {
  user: SessionUser;
  modules: string[];
  menu: MenuItem[];
  screens: ScreenDescriptor[];
  unit: CurrentUnit;
  logos: LogoDefinitions;
  sso: SsoStatus;
  /** The session came from single sign-on: an unanswered ping then signs out (SPEC §8). */
  viaSso: boolean;
}

export function sessionUserOf(result: AuthResult): SessionUser {
  return {
    username: result.username ?? '',
    displayName: result.displayName || result.username || '',
    userType: result.userType ?? 'USER',
    functions: result.functions ?? {},
    customHomePath: result.customHomePath ?? null,
    languageCode: result.languageCode ?? null,
  };
}

/** The user's home: customHomePath when it is an in-app path, else /fleet/map. */
export function homePathOf(user: Pick<SessionUser, 'customHomePath'> | undefined): string {
  const custom = user?.customHomePath?.trim();
  return custom && custom.startsWith('/') && !custom.startsWith('//') ? custom : defaultHomePath;
}

export async function loadShellData(
  apis: { auth: AuthApi; shell: ShellApi }, result: AuthResult, viaSso: boolean,
): Promise<ShellData> {
  const user = sessionUserOf(result);
  const [modules, menu, screens, unit, logos, sso] = await Promise.all([
    apis.shell.modules(),
    apis.shell.menu(),
    apis.shell.screens(),
    apis.shell.currentUnit(),
    apis.shell.logos(),
    apis.auth.ssoStatus().catch((): SsoStatus => false),
  ]);
  return { user, modules, menu: sortBySequence(menu), screens, unit, logos, sso, viaSso };
}
