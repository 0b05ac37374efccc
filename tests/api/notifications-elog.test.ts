/** The logbook workflow notifies: a completed day reaches the master (bell and socket), a removed approval the officers who signed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationsAnswer } from '../../descriptors/lib/notifications/notification.js';
import { setSignaturePasswords, shipIdOf } from '../support/elog-crew.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { openProbe, startTestServer, type SocketProbe, type TestServer } from '../support/test-server.js';

interface Entry { id: string; version: number }
const day = '2026-11-18';
const at = (hh: number) => ({ timestamp: Date.UTC(2026, 10, 18, hh - 3), offset: 180 });

describe('the logbook workflow notifies the people who act next', () => {
  let t: TestApp;
  let server: TestServer;
  let officer: string;
  let captain: string;
  let chief: string;
  let ship: string;
  let dayId: string;
  let entries: Entry[];
  let probe: SocketProbe;

  beforeAll(async () => {
    t = await createTestApp();
    server = await startTestServer(t);
    [officer, captain, chief] = await Promise.all([t.signIn('officer', 'Officer#2026'), t.signIn('captain', 'Captain#2026'), t.signIn('chief', 'Chief#2026')]);
    ship = await shipIdOf(t, 'NORDIC_ORE');
    await setSignaturePasswords(t, [[officer, 'Officer#2026', 'Sign#Officer1'], [captain, 'Captain#2026', 'Sign#Master1']]);
    const save = async (entry: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: { unitId: ship, eleStatus: 'COMPLETED', ...entry } } });
      expect(res.status).toBe(200);
      return await res.json() as Entry;
    };
    entries = [
      await save({ entryDescriptor: 'DECK_WATCH', heading: { start: at(0), end: at(4) }, areasContent: { watch: '00-04', position: { lat: 59.9, lon: 24.1 } } }),
      await save({ entryDescriptor: 'DECK_NOON', heading: { start: at(12) }, eleStatus: 'NA', areasContent: {} }),
    ];
    const loaded = await (await t.call('GET', `/api/elog-entry/DECK/load?unitId=${ship}&day=${day}`, { token: captain })).json() as { aggregation: { id: string } };
    dayId = loaded.aggregation.id;
    probe = await openProbe(server.socketUrl);
    expect((await probe.request('wsm:authenticate', { token: captain })).content).toEqual({ status: 'OK' });
  });
  afterAll(async () => {
    probe.socket.terminate();
    await server.close();
    await t.close();
  });

  const bell = async (token: string) => (await (await t.call('GET', '/api/notifications', { token })).json() as NotificationsAnswer).responseValue;
  const sign = (token: string, password: string, extra: object = {}) => t.call('POST', '/api/elog-aggregation/sign', {
    token, body: { requestValue: { elogAggregationId: dayId, operationType: 'APPROVAL', signaturePassword: password, ...extra } },
  });

  it('a completed day awaits the master\'s approval: his bell has it and his open socket got it', async () => {
    expect((await t.call('POST', '/api/elog-aggregation/complete', { token: captain, body: { requestValue: { elogAggregationId: dayId } } })).status).toBe(200);
    const [notification] = (await bell(captain)).filter((n) => n.topic === 'elog.dayAwaitingApproval');
    expect(notification).toMatchObject({
      priority: 'WARNING', pushPopUp: true, subjectText: 'notifications.elog.awaitingApproval.subject',
      messageParameters: { elog: expect.anything(), ship: 'Nordic Ore', day },
    });
    const push = await probe.next((m) => m.target === 'notification');
    expect(push.content).toEqual({ clientOperation: 'CREATE', notification: expect.objectContaining({ id: notification.id }) });
    // Neither the officer nor the chief engineer approves the deck log.
    expect((await bell(officer)).some((n) => n.topic === 'elog.dayAwaitingApproval')).toBe(false);
    expect((await bell(chief)).some((n) => n.topic === 'elog.dayAwaitingApproval')).toBe(false);
  });

  it('the approval withdraws the reminder; removing it tells the officer who signed, with the reason, not the master who removed it', async () => {
    expect((await sign(officer, 'Sign#Officer1', { elogEntries: entries.map(({ id, version }) => ({ id, version })) })).status).toBe(200);
    expect((await sign(captain, 'Sign#Master1')).status).toBe(200);
    // Approved: the reminder leaves the master's bell, and his open tab is told to drop it.
    expect((await bell(captain)).some((n) => n.topic === 'elog.dayAwaitingApproval')).toBe(false);
    const withdrawn = await probe.next((m) => m.target === 'notification' && (m.content as { clientOperation: string }).clientOperation === 'DELETE');
    expect((withdrawn.content as { ids: string[] }).ids).toHaveLength(1);
    const removed = await sign(captain, 'Sign#Master1', { operationType: 'REMOVE_APPROVAL', operationNote: 'Noon position missing' });
    expect(removed.status).toBe(200);
    const [told] = (await bell(officer)).filter((n) => n.topic === 'elog.approvalRemoved');
    expect(told).toMatchObject({ priority: 'CAUTION', messageParameters: { by: 'captain', reason: 'Noon position missing', day } });
    expect((await bell(captain)).some((n) => n.topic === 'elog.approvalRemoved')).toBe(false);
  });
});
