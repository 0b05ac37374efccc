/**
 * /api/emissions/…: the compliance figures of SPEC §2 Emissions (CII, AER, EEOI, EU ETS, FuelEU Maritime, EU MRV) for
 * the ships the user may see, from the voyage record. EMISSIONS VIEW on every route; the CII deviation calculator also
 * CII_VRT_DEVIATION_EXCLUSIONS. Licensed with the emissions module. Shapes: descriptors/lib/emissions/api-types.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../db/engine.js';
import type { KeelEnv } from '../../http/context.js';
import { principalOf, requireFunction } from '../../http/auth.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { requireLicence } from '../licence/licences.js';
import { calculateAer, calculateCii, calculateEeoi } from './calculators.js';
import {
  aerOverview, ciiDeviation, ciiOverview, ciiSimulate, eeoiOverview, eeoiShip, etsFleet, etsShip, fuelEuFleet, fuelEuPool, fuelEuShip, mrvReport,
} from './emissions-service.js';
import { mrvCsv } from './mrv-figures.js';

const tags = ['Emissions'];
const Answer = (name: string) => z.record(z.string(), z.unknown()).openapi(name);
const Year = z.coerce.number().int().min(2000).max(2100);
const YearQuery = z.object({ year: Year.optional() });
const ShipYearQuery = z.object({ unitId: z.uuid(), year: Year.optional() });
const Mass = z.number().nonnegative().max(10_000_000);
const FuelRows = z.array(z.object({ fuel: z.string().min(1).max(40), massT: Mass })).min(1).max(20);
const Capacity = z.number().positive().max(1_000_000);
const Distance = z.number().positive().max(1_000_000);

const CiiCalculate = z.object({
  shipType: z.string().min(1).max(60), dwt: Capacity.optional(), gt: Capacity.optional(), year: z.number().int().min(2019).max(2030),
  fuel: FuelRows, distanceNm: Distance,
});
const CiiSimulate = z.object({
  unitId: z.uuid(), year: z.number().int().min(2019).max(2030),
  restOfYear: z.object({ daysAtSea: z.number().min(0).max(366), speedKn: z.number().min(0).max(50), fuelPerDayT: Mass, fuel: z.string().min(1).max(40) }),
});
const CiiDeviation = z.object({
  unitId: z.uuid(), year: z.number().int().min(2019).max(2030),
  excludedLegs: z.array(z.object({ legId: z.uuid(), reason: z.enum(['SHIP_SAFETY', 'SEARCH_AND_RESCUE', 'ICE_NAVIGATION']) })).max(2000),
  corrections: z.array(z.object({ fuel: z.string().min(1).max(40), electricalT: Mass.optional(), boilerT: Mass.optional(), othersT: Mass.optional(), transferT: Mass.optional() })).max(20),
});
const AerCalculate = z.object({ capacityKind: z.enum(['DWT', 'GT']), capacity: Capacity, fuel: FuelRows, distanceNm: Distance });
const EeoiCalculate = z.object({
  voyages: z.array(z.object({ name: z.string().max(100).optional(), fuel: FuelRows, cargo: z.number().nonnegative().max(10_000_000), distanceNm: Distance })).min(1).max(200),
});
const Pool = z.object({ year: z.number().int().min(2025).max(2100), unitIds: z.array(z.uuid()).min(2).max(200) });

export function emissionsRoutes(db: Db) {
  const router = createRouter();
  const guard: MiddlewareHandler<KeelEnv>[] = [requireLicence(db, 'emissions'), requireFunction('EMISSIONS', 'VIEW')];
  const now = () => Date.now();

  const get = <Q extends z.ZodObject>(path: string, summary: string, query: Q, name: string,
    answer: (c: { principal: ReturnType<typeof principalOf>; query: z.infer<Q> }) => Promise<unknown>) => {
    router.openapi(createRoute({ method: 'get', path, tags, summary, middleware: guard, request: { query }, responses: { 200: jsonResponse(Answer(name), summary) } }),
      async (c) => c.json(await answer({ principal: principalOf(c), query: c.req.valid('query' as never) as z.infer<Q> }) as Record<string, unknown>, 200));
  };
  const post = <B extends z.ZodObject>(path: string, summary: string, body: B, name: string,
    answer: (c: { principal: ReturnType<typeof principalOf>; body: z.infer<B> }) => Promise<unknown>, extra: MiddlewareHandler<KeelEnv>[] = []) => {
    router.openapi(createRoute({ method: 'post', path, tags, summary, middleware: [...guard, ...extra], request: { body: jsonBody(body) }, responses: { 200: jsonResponse(Answer(name), summary) } }),
      async (c) => c.json(await answer({ principal: principalOf(c), body: c.req.valid('json' as never) as z.infer<B> }) as Record<string, unknown>, 200));
  };

  post('/emissions/cii/calculate', 'CII of typed-in figures: attained, required, boundaries, rating and the reference-line chart', CiiCalculate, 'CiiCalculateResponse',
    ({ body }) => calculateCii(db, body));
  get('/emissions/cii/overview', 'CII of the user\'s ships (or one) for a year, with year-end projection, monthly trend and earlier ratings',
    YearQuery.extend({ unitId: z.uuid().optional() }), 'CiiOverviewResponse', ({ principal, query }) => ciiOverview(db, principal, query.year, query.unitId, now()));
  post('/emissions/cii/simulate', 'CII what-if for the rest of the year', CiiSimulate, 'CiiSimulateResponse',
    ({ principal, body }) => ciiSimulate(db, principal, body, now()));
  post('/emissions/cii/deviation', 'CII with MEPC.355(78) voyage adjustments and corrections', CiiDeviation, 'CiiDeviationResponse',
    ({ principal, body }) => ciiDeviation(db, principal, body, now()), [requireFunction('CII_VRT_DEVIATION_EXCLUSIONS', 'VIEW')]);
  post('/emissions/aer/calculate', 'AER or cgDIST of typed-in figures', AerCalculate, 'AerCalculateResponse', ({ body }) => calculateAer(db, body));
  get('/emissions/aer/overview', 'AER/cgDIST of the user\'s ships for a year, by month', YearQuery, 'AerOverviewResponse',
    ({ principal, query }) => aerOverview(db, principal, query.year, now()));
  post('/emissions/eeoi/calculate', 'EEOI of typed-in voyages and over them (ratio of sums)', EeoiCalculate, 'EeoiCalculateResponse', ({ body }) => calculateEeoi(db, body));
  get('/emissions/eeoi', 'EEOI of a ship\'s voyages in a year, rolling over a window of voyages', ShipYearQuery.extend({ window: z.coerce.number().int().min(1).max(100).default(5) }),
    'EeoiShipResponse', ({ principal, query }) => eeoiShip(db, principal, query.unitId, query.year, query.window, now()));
  get('/emissions/eeoi/overview', 'EEOI over the year of the user\'s ships', YearQuery, 'EeoiOverviewResponse', ({ principal, query }) => eeoiOverview(db, principal, query.year, now()));
  get('/emissions/ets/fleet', 'EU ETS allowances and cost of the user\'s ships for a year', YearQuery, 'EtsFleetResponse', ({ principal, query }) => etsFleet(db, principal, query.year, now()));
  get('/emissions/ets/ship', 'EU ETS allowances of one ship\'s legs and stays in a year', ShipYearQuery, 'EtsShipResponse',
    ({ principal, query }) => etsShip(db, principal, query.unitId, query.year, now()));
  get('/emissions/fueleu/fleet', 'FuelEU Maritime intensity, balance and penalty of the user\'s ships for a year', YearQuery, 'FuelEuFleetResponse',
    ({ principal, query }) => fuelEuFleet(db, principal, query.year, now()));
  get('/emissions/fueleu/ship', 'FuelEU Maritime figures of one ship in a year, by leg and month', ShipYearQuery, 'FuelEuShipResponse',
    ({ principal, query }) => fuelEuShip(db, principal, query.unitId, query.year, now()));
  post('/emissions/fueleu/pool', 'FuelEU pooling simulation across chosen ships', Pool, 'FuelEuPoolResponse',
    ({ principal, body }) => fuelEuPool(db, principal, body.year, body.unitIds, now()));
  get('/emissions/mrv', 'EU MRV annual report of a ship (Art. 10) with its voyage records (Art. 9)', ShipYearQuery, 'MrvReportResponse',
    ({ principal, query }) => mrvReport(db, principal, query.unitId, query.year, now()));

  router.openapi(createRoute({
    method: 'get', path: '/emissions/mrv.csv', tags, summary: 'EU MRV annual report of a ship as CSV', middleware: guard, request: { query: ShipYearQuery },
    responses: { 200: { content: { 'text/csv': { schema: z.string() } }, description: 'The report, ; separated, UTF-8 with BOM' } },
  }), async (c) => {
    const { unitId, year } = c.req.valid('query' as never) as z.infer<typeof ShipYearQuery>;
    const report = await mrvReport(db, principalOf(c), unitId, year, now());
    const name = `MRV_${report.imoNumber ?? report.shipName.replace(/[^A-Za-z0-9]+/g, '_')}_${report.year}.csv`;
    return c.body(mrvCsv(report), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` });
  });

  return router;
}
