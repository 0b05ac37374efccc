/** Typed calls the shell boots from and shows (SPEC §7): modules, menu, screens, logos, status. */
import type { ScreenBody } from '../../descriptors/kinds/screen/screen.schema.js';
import type { MenuItem } from '../../descriptors/lib/menu.js';
import type { ApiClient } from './api-client.js';

/** A screen descriptor as /api/screens answers it: the screen kind's body with its code. */
export type ScreenDescriptor = ScreenBody & { code: string };

export interface CurrentUnit {
  installation: 'SHORE' | 'UNIT';
  unitCode: string | null;
  /** The SPEC §6 editing gate: false on a ship's installation whose configuration comes from shore only. */
  configurationEditable?: boolean;
}

/** Custom logos by identifier; empty means the bundled ones. */
export type LogoDefinitions = Record<string, { lightLogoHash?: string; darkLogoHash?: string }>;
export const logoIdentifiers = ['topbar-logo', 'auth-logo', 'error-logo'] as const;
export type LogoIdentifier = (typeof logoIdentifiers)[number];

export interface ModuleStatus {
  name: string;
  installed: boolean;
  licence: 'NOT_REQUIRED' | 'VALID' | 'EXPIRED' | 'MISSING';
}

export interface SystemStatus {
  version: string;
  startedAt: string;
  uptimeSeconds: number;
  node: string;
  database: { engine: string; responseMs: number };
  memory: { rssMb: number };
  users: number;
  activeSessions: number;
  installation: 'SHORE' | 'UNIT';
  sso: boolean;
  modules: ModuleStatus[];
}

/** The logo image URL (SPEC §7): with the custom hash when one is defined, else the bundled image. */
export function logoUrl(theme: 'dark' | 'light', identifier: LogoIdentifier, logos: LogoDefinitions = {}, baseUrl = '/api'): string {
  const hash = theme === 'dark' ? logos[identifier]?.darkLogoHash : logos[identifier]?.lightLogoHash;
  return `${baseUrl}/logos/${theme}/${identifier}${hash ? `?hash=${encodeURIComponent(hash)}` : ''}`;
}

export function shellApi(client: ApiClient) {
  return {
    modules: () => client.get<string[]>('/modules'),
    menu: () => client.get<MenuItem[]>('/menu'),
    screens: () => client.get<ScreenDescriptor[]>('/screens'),
    currentUnit: () => client.get<CurrentUnit>('/units/current-unit'),
    /** On failure an empty object: the bundled logos are used (SPEC §7). */
    logos: () => client.get<LogoDefinitions>('/logos').catch(() => ({}) as LogoDefinitions),
    systemStatus: () => client.get<SystemStatus>('/system/status'),
  };
}

export type ShellApi = ReturnType<typeof shellApi>;
