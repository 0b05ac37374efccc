/** The demo fleet's ships, roles and accounts (README "Demo accounts"); created by the demo seed only. */
import type { FunctionLevel, UserType } from '../descriptors/lib/access.js';

export const demoShips = [
  { code: 'NORDIC_ORE', name: 'Nordic Ore', imoNumber: '9312456' },
  { code: 'BALTIC_AMBER', name: 'Baltic Amber', imoNumber: '9418731' },
  { code: 'KEEL_HORIZON', name: 'Keel Horizon', imoNumber: '9523689' },
  { code: 'ARCTIC_FROST', name: 'Arctic Frost', imoNumber: '9621871' },
  { code: 'GULF_STAR', name: 'Gulf Star', imoNumber: '9713442' },
  { code: 'AURORA_SPIRIT', name: 'Aurora Spirit', imoNumber: '9812963' },
] as const;

export const demoFleetGroup = { code: 'DEMO_FLEET', description: 'Demo fleet' };

type Grants = Record<string, FunctionLevel>;

const crewCommon: Grants = {
  VOYAGE_MONITOR: 'VIEW', SHIP_LIVE_DASHBOARDS: 'VIEW', ALARMS: 'VIEW', ELB: 'VIEW', MANUAL_INPUT: 'MANAGEMENT', UTILITIES: 'VIEW',
};

export const demoRoles: { code: string; description: string; hq: boolean; functions: Grants }[] = [
  {
    code: 'MASTER', description: 'Master', hq: false,
    functions: {
      ...crewCommon, VOYAGE_MONITOR: 'MANAGEMENT', VOYAGE_PLANNING: 'MANAGEMENT', ANALYTICS: 'VIEW', ALARMS: 'MANAGEMENT', ALARM_FLW: 'MANAGEMENT',
      ELB: 'MANAGEMENT', ELB_DECK: 'MANAGEMENT', ELB_ENGINE: 'VIEW', ELB_RADIO: 'MANAGEMENT', ELB_MARPOL: 'MANAGEMENT',
      MANAGE_EMBARKATION: 'MANAGEMENT', EMISSIONS: 'VIEW', CRUISE_VOYAGE_REPORT: 'MANAGEMENT', VOYAGE_SUMMARY_CLOSE_VOYAGE: 'MANAGEMENT',
      MANAGE_PRINTOUT_REPORTING: 'VIEW', LNG_TOOLS: 'VIEW', MASTER_DATA: 'VIEW',
    },
  },
  {
    code: 'CHIEF_ENGINEER', description: 'Chief engineer', hq: false,
    functions: {
      ...crewCommon, ANALYTICS: 'VIEW', ALARMS: 'MANAGEMENT', ALARM_FLW: 'MANAGEMENT', ELB: 'MANAGEMENT', ELB_ENGINE: 'MANAGEMENT',
      ELB_MARPOL: 'MANAGEMENT', EMISSIONS: 'VIEW', LNG_TOOLS: 'MANAGEMENT', UTILITIES: 'MANAGEMENT', MEASURES: 'VIEW', MANAGE_PRINTOUT_REPORTING: 'VIEW',
    },
  },
  {
    code: 'DECK_OFFICER', description: 'Deck officer', hq: false,
    functions: { ...crewCommon, ELB_DECK: 'MANAGEMENT', ELB_RADIO: 'MANAGEMENT', ELB_MARPOL: 'MANAGEMENT' },
  },
  {
    code: 'SHORE_ANALYST', description: 'Shore analyst (read-only analytics)', hq: true,
    functions: {
      VOYAGE_MONITOR: 'VIEW', SHIP_LIVE_DASHBOARDS: 'VIEW', ANALYTICS: 'VIEW', ANALYTICS_PAGEDS: 'VIEW', ALARMS: 'VIEW', EMISSIONS: 'VIEW', ELB: 'VIEW',
    },
  },
];

export const demoRoleGroups = [
  { code: 'BRIDGE', description: 'Bridge officers', roles: ['MASTER', 'DECK_OFFICER'] },
  { code: 'ENGINE_ROOM', description: 'Engine room', roles: ['CHIEF_ENGINEER'] },
  { code: 'MASTERS', description: 'Masters', roles: ['MASTER'] },
  { code: 'SHORE', description: 'Shore office', roles: ['SHORE_ANALYST'] },
];

export interface DemoAccount {
  username: string;
  password: string;
  userType: UserType;
  displayName: string;
  role?: string;
  /** Ship codes given directly; the analyst gets the whole fleet through the unit group. */
  ships: string[];
  fleetGroup?: boolean;
}

export const demoAccounts: DemoAccount[] = [
  { username: 'admin', password: 'Admin#2026', userType: 'ADMIN', displayName: 'Administrator', ships: [] },
  { username: 'captain', password: 'Captain#2026', userType: 'USER', displayName: 'Erik Larsen', role: 'MASTER', ships: ['NORDIC_ORE'] },
  { username: 'chief', password: 'Chief#2026', userType: 'USER', displayName: 'Marta Kowalska', role: 'CHIEF_ENGINEER', ships: ['NORDIC_ORE'] },
  { username: 'officer', password: 'Officer#2026', userType: 'USER', displayName: 'Ivan Petrov', role: 'DECK_OFFICER', ships: ['NORDIC_ORE'] },
  { username: 'analyst', password: 'Analyst#2026', userType: 'USER', displayName: 'Sofia Romano', role: 'SHORE_ANALYST', ships: [], fleetGroup: true },
];
