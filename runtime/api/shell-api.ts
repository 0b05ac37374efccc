/** Typed calls the shell boots from and shows (SPEC §7): modules, menu, screens, logos, status. */
import type { ScreenBody } from '../../descriptors/kinds/screen/screen.schema.js';
import type { InstalledLogoList, LogoDefinitions, LogoIdentifier, LogoTheme } from '../../descriptors/lib/logos/installation-logos.js';
import type { DemoDataStatus } from '../../descriptors/lib/system/demo-data-status.js';
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
  /** The demo's background generation on a demo start; null otherwise. */
  demoData: DemoDataStatus | null;
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
    /** The setup screen's list of uploaded logos (SETUP at VIEW). */
    installedLogos: () => client.get<InstalledLogoList>('/setup/logos'),
    /** Uploads a logo (multipart `file`; SETUP at MANAGEMENT) and answers the new definitions. */
    uploadLogo: (theme: LogoTheme, identifier: LogoIdentifier, file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return client.put<LogoDefinitions>(`/setup/logos/${theme}/${identifier}`, form);
    },
    /** Removes an uploaded logo (the bundled one is shown again) and answers the new definitions. */
    removeLogo: (theme: LogoTheme, identifier: LogoIdentifier) => client.delete<LogoDefinitions>(`/setup/logos/${theme}/${identifier}`),
  };
}

export type ShellApi = ReturnType<typeof shellApi>;
