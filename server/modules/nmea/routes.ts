/** GET /api/nmea/status: the NMEA listeners and their counters, for whoever may view the tcp-config records. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '../../db/engine.js';
import { jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { loadResourceFor } from '../resources/resource-access.js';
import type { NmeaManager } from './manager.js';
import { tcpConfigResource } from './tcp-configs.js';

const count = z.number().int();
const Counters = z.object({
  connections: count, activeConnections: count, datagrams: count, lines: count, sentences: count, malformed: count, badChecksum: count,
  unsupported: count, invalid: count, acceptedPoints: count, duplicatePoints: count, rejectedPoints: count, sinkErrors: count, droppedPoints: count,
  lastSentenceAt: z.string().nullable(),
  lastProblem: z.object({ at: z.string(), reason: z.string(), line: z.string().optional() }).nullable(),
  unmapped: z.record(z.string(), z.number()),
}).openapi('NmeaListenerCounters');

const ListenerStatus = z.object({
  id: z.string(), code: z.string(), description: z.string(), protocol: z.enum(['TCP', 'UDP']), port: z.number(), bindAddress: z.string(),
  groupingKey: z.string().nullable(), state: z.enum(['listening', 'failed']), error: z.string().nullable(), boundPort: z.number().nullable(),
  counters: Counters.nullable(),
}).openapi('NmeaListenerStatus');

/** Without a manager (tests, an installation with no listeners wired) the list is empty. */
export function nmeaRoutes(db: Db, nmea?: Pick<NmeaManager, 'status'>) {
  const router = createRouter();
  router.openapi(createRoute({
    method: 'get', path: '/nmea/status', tags: ['Ship data'], summary: 'NMEA 0183 listeners of the tcp-config records: state and counters',
    responses: { 200: jsonResponse(z.object({ listeners: z.array(ListenerStatus) }), 'Listeners') },
  }), async (c) => {
    await loadResourceFor(db, c, tcpConfigResource, 'view');
    return c.json({ listeners: nmea?.status() ?? [] }, 200);
  });
  return router;
}
