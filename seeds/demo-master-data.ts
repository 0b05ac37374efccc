/**
 * Demo master data for the demo fleet: the persons behind the demo accounts, two shipowners, asset types, equipment
 * and an asset tree for NORDIC_ORE, simple values and products. Runs after the demo seed (ships, roles, accounts)
 * and the reference seed (fuel categories). Idempotent: a record whose code is already there is left alone.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../server/db/engine.js';
import { records, roles, units, users } from '../server/db/schema.js';
import { codeFieldOf } from './reference-seed.js';
import { seedDemoDocuments } from './demo-documents.js';

type Data = Record<string, unknown>;
const text = (en: string, ru: string) => ({ en, ru });

/** The people behind the demo accounts; nickname is the username, role a demo role code. */
export const demoPersons: (Data & { nickname: string; roleCode?: string })[] = [
  {
    nickname: 'admin', name: 'Anna', surname: 'Berg', email: 'anna.berg@keel-demo.example', phoneNumber: '+47 22 00 10 01',
    languageCode: 'en', dateOfBirth: '1981-04-12', address: { country: 'NO', city: 'Oslo', streetAddress: 'Havnegata 1', zipCode: '0150' },
  },
  {
    nickname: 'captain', name: 'Erik', surname: 'Larsen', roleCode: 'MASTER', email: 'erik.larsen@keel-demo.example', phoneNumber: '+47 915 20 301',
    languageCode: 'en', dateOfBirth: '1972-09-03', address: { country: 'NO', city: 'Bergen', streetAddress: 'Strandkaien 12', zipCode: '5013' },
  },
  {
    nickname: 'chief', name: 'Marta', surname: 'Kowalska', roleCode: 'CHIEF_ENGINEER', email: 'marta.kowalska@keel-demo.example', phoneNumber: '+48 601 200 302',
    languageCode: 'en', dateOfBirth: '1979-01-21', address: { country: 'PL', city: 'Gdynia', streetAddress: 'ul. Portowa 8', zipCode: '81-350' },
  },
  {
    nickname: 'officer', name: 'Ivan', surname: 'Petrov', roleCode: 'DECK_OFFICER', email: 'ivan.petrov@keel-demo.example', phoneNumber: '+7 921 200 30 03',
    languageCode: 'ru', dateOfBirth: '1990-06-15', address: { country: 'RU', city: 'Санкт-Петербург', streetAddress: 'Межевой канал, 5', zipCode: '198035' },
  },
  {
    nickname: 'analyst', name: 'Sofia', surname: 'Romano', roleCode: 'SHORE_ANALYST', email: 'sofia.romano@keel-demo.example', phoneNumber: '+39 010 200 3004',
    languageCode: 'en', dateOfBirth: '1988-11-30', address: { country: 'IT', city: 'Genova', streetAddress: 'Via del Porto 4', zipCode: '16126' },
  },
];

export const demoShipowners: Data[] = [
  {
    code: 'NORDIC_BULK', name: 'Nordic Bulk Shipping AS', imoCompanyNumber: '5998761', docHolder: true, country: 'NO',
    address: 'Havnegata 1\n0150 Oslo\nNorway', email: 'operations@keel-demo.example', phone: '+47 22 00 10 00',
  },
  {
    code: 'AMBER_LINE', name: 'Amber Line Shipping Ltd', imoCompanyNumber: '5876542', docHolder: true, country: 'MT',
    address: 'Triq il-Port 12\nValletta VLT 1010\nMalta', email: 'fleet@amber-line.keel-demo.example', phone: '+356 21 00 20 00',
  },
];

export const demoGenericAssets: Data[] = [
  { code: 'MAIN_ENGINE', description: 'Main engine' },
  { code: 'DIESEL_GENERATOR', description: 'Diesel generator' },
  { code: 'ECDIS', description: 'Electronic chart display and information system' },
  { code: 'RADAR', description: 'Navigation radar' },
];

/** The demo equipment of a ship, by the ship's code (equipment codes are unique across the fleet). */
export function demoEquipment(shipCode: string, shipId: string): Data[] {
  const item = (suffix: string, description: string, equipmentType: string, genericAsset: string, maker: string, model: string, serialNumber: string) =>
    ({ code: `${shipCode}.${suffix}`, description, unit: shipId, equipmentType, genericAsset, maker, model, serialNumber });
  return [
    item('ME', 'Main engine', 'Two-stroke diesel engine', 'MAIN_ENGINE', 'MAN Energy Solutions', '6S60ME-C8.5', 'ME-60412'),
    item('DG1', 'Diesel generator 1', 'Four-stroke diesel generator', 'DIESEL_GENERATOR', 'Wärtsilä', '6L20', 'DG-20871'),
    item('DG2', 'Diesel generator 2', 'Four-stroke diesel generator', 'DIESEL_GENERATOR', 'Wärtsilä', '6L20', 'DG-20872'),
    item('ECDIS', 'ECDIS, main', 'ECDIS', 'ECDIS', 'Furuno', 'FMD-3200', 'EC-33190'),
    item('RADAR_X', 'X-band radar', 'Radar', 'RADAR', 'JRC', 'JMA-9122-6XA', 'RX-91226'),
  ];
}

export interface DemoAssetNode {
  type: 'arrangement' | 'asset';
  code: string;
  description: string;
  genericAsset?: string;
  assetType?: string;
  assetModel?: string;
  assetMakersReference?: string;
  children?: DemoAssetNode[];
}

/** A small asset tree: two arrangements with their assets. */
export const demoAssetTree: DemoAssetNode[] = [
  {
    type: 'arrangement', code: 'ENGINE_ROOM', description: 'Engine room',
    children: [
      { type: 'asset', code: 'ME', description: 'Main engine', genericAsset: 'MAIN_ENGINE', assetType: 'Two-stroke diesel engine', assetModel: '6S60ME-C8.5', assetMakersReference: 'MAN B&W' },
      { type: 'asset', code: 'AE1', description: 'Aux engine 1', genericAsset: 'DIESEL_GENERATOR', assetType: 'Diesel generator', assetModel: '6L20', assetMakersReference: 'Wärtsilä' },
      { type: 'asset', code: 'AE2', description: 'Aux engine 2', genericAsset: 'DIESEL_GENERATOR', assetType: 'Diesel generator', assetModel: '6L20', assetMakersReference: 'Wärtsilä' },
    ],
  },
  {
    type: 'arrangement', code: 'BRIDGE', description: 'Bridge',
    children: [
      { type: 'asset', code: 'ECDIS', description: 'ECDIS', genericAsset: 'ECDIS', assetType: 'ECDIS', assetModel: 'FMD-3200', assetMakersReference: 'Furuno' },
      { type: 'asset', code: 'RADAR', description: 'Radar', genericAsset: 'RADAR', assetType: 'X-band radar', assetModel: 'JMA-9122-6XA', assetMakersReference: 'JRC' },
    ],
  },
];

const simpleValue = (group: string, code: string, value: string, description: string, valueType = 'STRING') =>
  ({ key: `${group}:${code}`, group, code, value, valueType, description });

/** The groups measures draw their type and unit from (configuration scopes measureType and measureUnit). */
export const demoSimpleValues: Data[] = [
  simpleValue('measureType', 'POWER', 'Power', 'Shaft, engine or electrical power'),
  simpleValue('measureType', 'SPEED', 'Speed', 'Speed through water or over ground'),
  simpleValue('measureType', 'ROTATIONAL_SPEED', 'Rotational speed', 'Engine or shaft revolutions'),
  simpleValue('measureType', 'TEMPERATURE', 'Temperature', 'Exhaust gas, cooling water, lubricating oil …'),
  simpleValue('measureType', 'PRESSURE', 'Pressure', 'Scavenge air, fuel oil, lubricating oil …'),
  simpleValue('measureType', 'MASS_FLOW', 'Mass flow', 'Fuel consumption rate'),
  simpleValue('measureType', 'DRAFT', 'Draught', 'Forward, aft and mean draught'),
  simpleValue('measureType', 'RUNNING_HOURS', 'Running hours', 'Hours a machine has run, as its counter shows'),
  simpleValue('measureUnit', 'KW', 'kW', 'Kilowatt'),
  simpleValue('measureUnit', 'KN', 'kn', 'Knot'),
  simpleValue('measureUnit', 'RPM', 'rpm', 'Revolutions per minute'),
  simpleValue('measureUnit', 'DEG_C', '°C', 'Degree Celsius'),
  simpleValue('measureUnit', 'BAR', 'bar', 'Bar (gauge)'),
  simpleValue('measureUnit', 'T_H', 't/h', 'Tonnes per hour'),
  simpleValue('measureUnit', 'M', 'm', 'Metre'),
  simpleValue('measureUnit', 'H', 'h', 'Hour'),
];

/** Demo products per product resource; fuels point at the reference fuel categories. */
export const demoProducts: Record<'product-fuel' | 'product-oil' | 'product-water' | 'product-ballast', Data[]> = {
  'product-fuel': [
    { code: 'VLSFO', name: text('Very low sulphur fuel oil', 'Мазут с очень низким содержанием серы (VLSFO)'), fuelCategory: 'HFO', isoGrade: 'RMG 380', density15: 975, viscosity: 180, viscosityTemperature: 50, sulphurContent: 0.48 },
    { code: 'HSFO_380', name: text('High sulphur fuel oil 380', 'Мазут с высоким содержанием серы 380'), fuelCategory: 'HFO', isoGrade: 'RMG 380', density15: 988, viscosity: 375, viscosityTemperature: 50, sulphurContent: 2.9, notes: 'For ships with an exhaust gas cleaning system only.' },
    { code: 'MGO_DMA', name: text('Marine gas oil DMA', 'Судовой газойль DMA'), fuelCategory: 'MDO_MGO', isoGrade: 'DMA', density15: 855, viscosity: 3.5, viscosityTemperature: 40, sulphurContent: 0.08 },
    { code: 'LNG', name: text('Liquefied natural gas', 'Сжиженный природный газ'), fuelCategory: 'LNG', notes: 'Density as bunkered, about 450 kg/m³ at −162 °C.' },
  ],
  'product-oil': [
    { code: 'CYL_BN40', name: text('Cylinder oil BN 40', 'Цилиндровое масло BN 40'), oilType: 'CYLINDER_OIL', viscosityGrade: 'SAE 50', baseNumber: 40, density15: 930, viscosity: 220, viscosityTemperature: 40 },
    { code: 'CYL_BN100', name: text('Cylinder oil BN 100', 'Цилиндровое масло BN 100'), oilType: 'CYLINDER_OIL', viscosityGrade: 'SAE 50', baseNumber: 100, density15: 960, viscosity: 225, viscosityTemperature: 40 },
    { code: 'SYS_OIL', name: text('System oil SAE 30', 'Циркуляционное масло SAE 30'), oilType: 'SYSTEM_OIL', viscosityGrade: 'SAE 30', baseNumber: 5, density15: 895, viscosity: 105, viscosityTemperature: 40 },
    { code: 'TPEO_SAE40', name: text('Trunk piston engine oil SAE 40 BN 30', 'Масло для тронковых двигателей SAE 40 BN 30'), oilType: 'TRUNK_PISTON_ENGINE_OIL', viscosityGrade: 'SAE 40', baseNumber: 30, density15: 905, viscosity: 140, viscosityTemperature: 40 },
    { code: 'HYD_VG46', name: text('Hydraulic oil ISO VG 46', 'Гидравлическое масло ISO VG 46'), oilType: 'HYDRAULIC_OIL', viscosityGrade: 'ISO VG 46', density15: 870, viscosity: 46, viscosityTemperature: 40 },
  ],
  'product-water': [
    { code: 'FRESH_WATER', name: text('Fresh water', 'Пресная вода'), density15: 1000 },
    { code: 'POTABLE_WATER', name: text('Potable water', 'Питьевая вода'), density15: 1000 },
    { code: 'DISTILLED_WATER', name: text('Distilled water (boiler feed)', 'Дистиллированная вода (питательная)'), density15: 1000 },
  ],
  'product-ballast': [
    { code: 'SEA_WATER', name: text('Sea water ballast', 'Морской водяной балласт'), density15: 1025 },
    { code: 'FRESH_WATER', name: text('Fresh water ballast', 'Пресный водяной балласт'), density15: 1000 },
  ],
};

const author = 'demo-seed';

/** Who hears about the demo fleet: the masters, the office, and the technical superintendent by e-mail. */
const demoDistributionLists: Data[] = [
  { code: 'FLEET_OPERATIONS', description: 'Fleet operations: noon reports and voyage events', listType: 'USER_DEF', distributionListDetails: [
    { recipientType: 'BY_EMAIL', email: 'operations@keel-demo.example' },
    { recipientType: 'BY_PERSON', person: 'NICKNAME:analyst' },
  ] },
  { code: 'ALARMS_ENGINE', description: 'Engine alarms to the engine room', listType: 'SYSTEM', distributionListDetails: [
    { recipientType: 'BY_PERSON', person: 'NICKNAME:chief' },
    { recipientType: 'BY_EMAIL', email: 'technical@keel-demo.example' },
  ] },
];

const demoAdditionalInfo: Data[] = [
  { code: 'PI_CLUB', label: { en: 'P&I club', ru: 'Клуб P&I' }, valueType: 'STRING', appliesTo: ['ship'] },
  { code: 'PILOT_STATION', label: { en: 'Pilot boarding position', ru: 'Место посадки лоцмана' }, valueType: 'STRING', appliesTo: ['port'] },
  { code: 'HULL_COATING', label: { en: 'Hull coating', ru: 'Покрытие корпуса' }, valueType: 'LIST', options: ['Silicone foul release', 'SPC antifouling', 'Hard coating'], appliesTo: ['ship'] },
];
const demoShipCode = 'NORDIC_ORE';

/** The bridge's NMEA multiplexer of the demo ship, configured but switched off (it would listen on a local port). */
const demoNmeaListener = (shipId: string) => ({
  code: 'NORDIC_ORE_NMEA', description: 'Nordic Ore bridge NMEA multiplexer (switch on to listen on 127.0.0.1:10110)',
  protocol: 'TCP', port: 10110, bindAddress: '127.0.0.1', unit: shipId, enabled: false, mapping: [],
});

/** Seeds the demo master data; returns the number of records added per resource. */
export async function seedDemoMasterData(db: Db): Promise<Record<string, number>> {
  const roleIds = new Map((await db.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]));
  const [ship] = await db.select({ id: units.id }).from(units).where(eq(units.code, demoShipCode));
  const persons = demoPersons.map(({ roleCode, ...person }) => ({ ...person, ...(roleCode && roleIds.has(roleCode) ? { role: roleIds.get(roleCode) } : {}) }));
  const counts: Record<string, number> = {
    person: await insertMissing(db, 'person', persons),
    shipowner: await insertMissing(db, 'shipowner', demoShipowners),
    'generic-asset': await insertMissing(db, 'generic-asset', demoGenericAssets),
    equipment: ship ? await insertMissing(db, 'equipment', demoEquipment(demoShipCode, ship.id)) : 0,
    'asset-node': ship ? await insertAssetTree(db, ship.id) : 0,
    'simple-values': await insertMissing(db, 'simple-values', demoSimpleValues),
    'tcp-config': ship ? await insertMissing(db, 'tcp-config', [demoNmeaListener(ship.id)]) : 0,
  };
  for (const [resource, rows] of Object.entries(demoProducts)) counts[resource] = await insertMissing(db, resource, rows);
  await linkUsersToPersons(db);
  counts['additional-info'] = await insertMissing(db, 'additional-info', demoAdditionalInfo);
  counts['distribution-list'] = await insertMissing(db, 'distribution-list', await withPersonIds(db, demoDistributionLists));
  counts.embarkation = ship ? await insertEmbarkations(db, ship.id) : 0;
  counts['managed-document'] = await seedDemoDocuments(db);
  return counts;
}

/** A few people who came on board Nordic Ore recently (seeded while the ship's log is empty). */
async function insertEmbarkations(db: Db, unitId: string): Promise<number> {
  const [existing] = await db.select({ id: records.id }).from(records).where(and(eq(records.resource, 'embarkation'), sql`${records.data} ->> 'unit' = ${unitId}`)).limit(1);
  if (existing) return 0;
  const rows = [
    { personName: 'Larsen, Erik', category: 'CREW', rank: 'Master', nationality: 'NO', embarkedAt: '2026-09-02T08:00:00Z', embarkationPort: 'NLRTM', status: 'ON_BOARD' },
    { personName: 'Petrov, Ivan', category: 'CREW', rank: 'Chief officer', nationality: 'RU', embarkedAt: '2026-09-02T08:00:00Z', embarkationPort: 'NLRTM', status: 'ON_BOARD' },
    { personName: 'Virtanen, Aino', category: 'RIDING_SQUAD', rank: 'Service engineer', nationality: 'FI', embarkedAt: '2026-10-14T06:30:00Z', embarkationPort: 'SEGOT',
      disembarkedAt: '2026-10-17T16:00:00Z', disembarkationPort: 'NLRTM', status: 'DISEMBARKED', notes: 'Turbocharger overhaul, main engine' },
  ].map((data) => ({ resource: 'embarkation', code: null, data: { unit: unitId, ...data }, createdBy: author, updatedBy: author }));
  return (await db.insert(records).values(rows).returning({ id: records.id })).length;
}

/** Inserts the rows whose code is not taken yet (the unique (resource, code) index keeps it safe). */
async function insertMissing(db: Db, resource: string, rows: Data[]): Promise<number> {
  const codeField = codeFieldOf(resource);
  const inserted = await db.insert(records)
    .values(rows.map((data) => ({ resource, code: String(data[codeField]), data, createdBy: author, updatedBy: author })))
    .onConflictDoNothing()
    .returning({ id: records.id });
  return inserted.length;
}

/** Asset nodes have no fleet-wide code; a ship's tree is seeded only while the ship has no nodes at all. */
async function insertAssetTree(db: Db, shipId: string): Promise<number> {
  const [existing] = await db.select({ id: records.id }).from(records)
    .where(and(eq(records.resource, 'asset-node'), sql`${records.data} ->> 'unit' = ${shipId}`)).limit(1);
  if (existing) return 0;
  return db.transaction(async (tx) => {
    let count = 0;
    const insert = async (nodes: DemoAssetNode[], parent?: string): Promise<void> => {
      for (const { children, ...node } of nodes) {
        const data = { ...node, unit: shipId, ...(parent ? { parent } : {}) };
        const [row] = await tx.insert(records).values({ resource: 'asset-node', data, createdBy: author, updatedBy: author }).returning({ id: records.id });
        count++;
        if (children) await insert(children, row.id);
      }
    };
    await insert(demoAssetTree);
    return count;
  });
}

/** Replaces `NICKNAME:x` placeholders of list details by the id of the person with that nickname. */
async function withPersonIds(db: Db, lists: Data[]): Promise<Data[]> {
  const people = new Map((await db.select({ id: records.id, code: records.code }).from(records).where(eq(records.resource, 'person'))).map((p) => [p.code, p.id]));
  return lists.map((list) => ({
    ...list,
    distributionListDetails: (list.distributionListDetails as Data[]).map((detail) => {
      const nickname = typeof detail.person === 'string' && detail.person.startsWith('NICKNAME:') ? detail.person.slice(9) : undefined;
      return nickname ? { ...detail, person: people.get(nickname) } : detail;
    }),
  }));
}

/** Points each demo account at its person (nickname = username) where the account has none yet. */
async function linkUsersToPersons(db: Db): Promise<void> {
  const people = await db.select({ id: records.id, code: records.code }).from(records)
    .where(and(eq(records.resource, 'person'), inArray(records.code, demoPersons.map((p) => p.nickname))));
  for (const person of people) {
    await db.update(users).set({ personId: person.id }).where(and(eq(users.username, person.code!), isNull(users.personId)));
  }
}
