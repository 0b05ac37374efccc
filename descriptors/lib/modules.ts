/** The functional modules of Keel; a licensed module's routes answer 451 without a valid licence. */
export const moduleCatalogue = [
  { name: 'core', licensed: false },
  { name: 'master-data', licensed: false },
  { name: 'setup', licensed: false },
  { name: 'fleet', licensed: true },
  { name: 'dashboards', licensed: true },
  { name: 'analytics', licensed: true },
  { name: 'alarms', licensed: true },
  { name: 'reporting', licensed: true },
  { name: 'emissions', licensed: true },
  { name: 'printouts', licensed: true },
  { name: 'lng', licensed: true },
  { name: 'utilities', licensed: true },
  { name: 'algorithms', licensed: true },
] as const;

export type ModuleName = (typeof moduleCatalogue)[number]['name'];
export const moduleNames: readonly ModuleName[] = moduleCatalogue.map((m) => m.name);

export function isModuleName(value: string): value is ModuleName {
  return (moduleNames as readonly string[]).includes(value);
}

export function isLicensedModule(name: ModuleName): boolean {
  return moduleCatalogue.some((m) => m.name === name && m.licensed);
}
