/** The demo fleet's ships, roles and accounts (README "Demo accounts"); created by the demo seed only. */
import type { FunctionLevel, UserType } from '../descriptors/lib/access.js';

const engine = (name: string, smcrPowerKw: number, smcrRpm: number) => ({ name, smcrPowerKw, smcrRpm });
const genset = (name: string, ratedPowerKw: number, rpm: number) => ({ name, ratedPowerKw, rpm });

/** Six ships of different IMO CII types, with the particulars analytics and emissions use. */
export const demoShips = [
  { code: 'NORDIC_ORE', name: 'Nordic Ore', imoNumber: '9312456', particulars: {
    flag: 'NO', shipowner: 'NORDIC_BULK', shipType: 'bulk_carrier', dwt: 81_600, gt: 43_300, lbp: 222, breadth: 32.24, designDraft: 14.45, ballastDraft: 7.4, iceClass: 'IC',
    mainEngines: [engine('Main engine MAN B&W 6G60ME-C', 9_000, 89)], auxiliaryEngines: [1, 2, 3].map((n) => genset(`Diesel generator ${n}`, 600, 900)),
    propellerPitch: 6.1, fuelTypes: ['HFO', 'MDO_MGO'], cargoCapacity: { value: 80_000, unit: 't' } } },
  { code: 'BALTIC_AMBER', name: 'Baltic Amber', imoNumber: '9418731', particulars: {
    flag: 'MT', shipowner: 'AMBER_LINE', shipType: 'tanker', dwt: 113_000, gt: 62_400, lbp: 239, breadth: 44, designDraft: 14.8, ballastDraft: 7.7, iceClass: 'IA',
    mainEngines: [engine('Main engine MAN B&W 6G60ME-C', 12_500, 95)], auxiliaryEngines: [1, 2, 3].map((n) => genset(`Diesel generator ${n}`, 900, 720)),
    propellerPitch: 6.5, fuelTypes: ['HFO', 'MDO_MGO'], cargoCapacity: { value: 125_000, unit: 'm3' } } },
  { code: 'KEEL_HORIZON', name: 'Keel Horizon', imoNumber: '9523689', particulars: {
    flag: 'DK', shipowner: 'AMBER_LINE', shipType: 'container_ship', dwt: 101_000, gt: 94_500, lbp: 320, breadth: 45.6, designDraft: 14.5, iceClass: 'none',
    mainEngines: [engine('Main engine MAN B&W 8G80ME-C', 32_000, 72)], auxiliaryEngines: [1, 2, 3, 4].map((n) => genset(`Diesel generator ${n}`, 2_800, 720)),
    propellerPitch: 8.8, fuelTypes: ['HFO', 'MDO_MGO'], cargoCapacity: { value: 8_500, unit: 'TEU' } } },
  { code: 'ARCTIC_FROST', name: 'Arctic Frost', imoNumber: '9621871', particulars: {
    flag: 'NO', shipowner: 'NORDIC_BULK', shipType: 'lng_carrier', dwt: 86_000, gt: 114_000, lbp: 280, breadth: 46.4, designDraft: 11.5, ballastDraft: 7.5, iceClass: 'IA',
    mainEngines: [engine('Main engine 1 WinGD 5X72DF', 12_500, 78), engine('Main engine 2 WinGD 5X72DF', 12_500, 78)],
    auxiliaryEngines: [1, 2, 3, 4].map((n) => genset(`Dual-fuel generator ${n}`, 3_000, 720)),
    propellerPitch: 7, fuelTypes: ['LNG', 'MDO_MGO'], cargoCapacity: { value: 174_000, unit: 'm3' },
    // WinGD X-DF: low-pressure Otto slow speed; the dual-fuel gensets: Otto medium speed (FuelEU Annex II methane slip classes).
    lngConsumerClasses: { ME: 'LNG_OTTO_SS', AE: 'LNG_OTTO_MS' } } },
  { code: 'GULF_STAR', name: 'Gulf Star', imoNumber: '9713442', particulars: {
    flag: 'FI', shipowner: 'AMBER_LINE', shipType: 'ro_ro_passenger_ship', dwt: 7_500, gt: 35_000, lbp: 190, breadth: 30, designDraft: 7, iceClass: 'IA Super',
    mainEngines: [1, 2, 3, 4].map((n) => engine(`Main engine ${n} Wärtsilä 8L46F`, 9_600, 600)),
    auxiliaryEngines: [1, 2, 3].map((n) => genset(`Diesel generator ${n}`, 2_000, 750)),
    propellerPitch: 4.2, fuelTypes: ['MDO_MGO'], cargoCapacity: { value: 1_500, unit: 'passengers' } } },
  { code: 'AURORA_SPIRIT', name: 'Aurora Spirit', imoNumber: '9812963', particulars: {
    flag: 'MT', shipowner: 'AMBER_LINE', shipType: 'cruise_passenger_ship', dwt: 9_000, gt: 92_000, lbp: 260, breadth: 32.2, designDraft: 8.2, iceClass: 'none',
    mainEngines: [engine('Propulsion motor port', 16_000, 145), engine('Propulsion motor starboard', 16_000, 145)],
    auxiliaryEngines: [1, 2, 3, 4].map((n) => genset(`Diesel generator ${n}`, 11_500, 514)),
    propellerPitch: 5.2, fuelTypes: ['HFO', 'MDO_MGO'], cargoCapacity: { value: 2_400, unit: 'passengers' } } },
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
      MANAGE_EMBARKATION: 'MANAGEMENT', EMISSIONS: 'VIEW', CRUISE_VOYAGE_REPORT: 'MANAGEMENT', VOYAGE_SUMMARY_CLOSE_VOYAGE: 'MANAGEMENT', MANAGE_VOYAGE: 'MANAGEMENT',
      MANAGE_PRINTOUT_REPORTING: 'VIEW', LNG_TOOLS: 'VIEW', MASTER_DATA: 'VIEW',
    },
  },
  {
    code: 'CHIEF_ENGINEER', description: 'Chief engineer', hq: false,
    functions: {
      ...crewCommon, ANALYTICS: 'VIEW', ALARMS: 'MANAGEMENT', ALARM_FLW: 'MANAGEMENT', ELB: 'MANAGEMENT', ELB_ENGINE: 'MANAGEMENT',
      ELB_MARPOL: 'MANAGEMENT', EMISSIONS: 'VIEW', LNG_TOOLS: 'MANAGEMENT', UTILITIES: 'MANAGEMENT', MEASURES: 'VIEW', MANAGE_PRINTOUT_REPORTING: 'VIEW',
      ALGORITHMS: 'VIEW',
    },
  },
  {
    code: 'DECK_OFFICER', description: 'Deck officer', hq: false,
    functions: { ...crewCommon, ELB_DECK: 'MANAGEMENT', ELB_RADIO: 'MANAGEMENT', ELB_MARPOL: 'MANAGEMENT', CRUISE_VOYAGE_REPORT: 'MANAGEMENT' },
  },
  {
    code: 'SHORE_ANALYST', description: 'Shore analyst (analytics, performance models)', hq: true,
    functions: {
      VOYAGE_MONITOR: 'VIEW', SHIP_LIVE_DASHBOARDS: 'VIEW', ANALYTICS: 'VIEW', ANALYTICS_PAGEDS: 'VIEW', ALARMS: 'VIEW', EMISSIONS: 'VIEW', ELB: 'VIEW',
      ALGORITHMS: 'MANAGEMENT',
    },
  },
];

export const demoRoleGroups = [
  { code: 'BRIDGE', description: 'Bridge officers', roles: ['MASTER', 'DECK_OFFICER'] },
  { code: 'ENGINE_ROOM', description: 'Engine room', roles: ['CHIEF_ENGINEER'] },
  // Approves the engine log (its main signature), apart from the engine room's watchkeepers who sign their entries.
  { code: 'CHIEF_ENGINEERS', description: 'Chief engineers', roles: ['CHIEF_ENGINEER'] },
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
