/** The runtime socket client against a scripted `ws` server: authentication, reconnect schedule, re-subscription, notifications. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createSocketClient, type SocketClient } from '../../../runtime/api/socket-client.js';
import type { ServerMessage } from '../../../runtime/api/server-messages.js';
import { createTokenStore, type TokenStore } from '../../../runtime/api/token-store.js';
import { startFakeSocketServer, type FakeSocketServer } from '../../support/fake-socket-server.js';
import { createManualTimers, type ManualTimers } from '../../support/manual-timers.js';

describe('socket client', () => {
  let server: FakeSocketServer;
  let timers: ManualTimers;
  let tokens: TokenStore;
  let client: SocketClient;
  let notices: ServerMessage[][];

  beforeEach(async () => {
    server = await startFakeSocketServer(['good-token', 'fresh-token']);
    timers = createManualTimers();
    const data = new Map<string, string>();
    tokens = createTokenStore({ storage: { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); }, removeItem: (k) => { data.delete(k); } }, key: 'keel_token' });
    tokens.set('good-token');
    notices = [];
    client = createSocketClient({ url: server.url, tokens, WebSocket, timers, onNotifications: (messages) => notices.push(messages) });
  });
  afterEach(async () => {
    client.stop();
    await server.stop();
  });

  const phase = (expected: string) => vi.waitFor(() => expect(client.phase()).toBe(expected));
  const subscribes = () => server.received.filter((m) => m.target === 'wsm:subscribe');

  /** Subscribes and waits until a push for it arrives, so the client surely holds the server's subscription id. */
  const subscribed = async (parameters: object, received: unknown[]) => {
    const unsubscribe = client.subscribe('measures/latest', parameters, (data) => received.push(data));
    client.start();
    await vi.waitFor(() => expect(server.lastSubscriptionId()).toBeTruthy());
    await vi.waitFor(() => {
      server.push('subscription', { subscriptionId: server.lastSubscriptionId(), data: 'probe' });
      expect(received).toContain('probe');
    });
    return unsubscribe;
  };

  it('authenticates with the stored token, subscribes and hands pushed data to the subscriber', async () => {
    const received: unknown[] = [];
    await subscribed({ tags: ['SOG'] }, received);
    expect(server.received[0]).toMatchObject({ target: 'wsm:authenticate', content: { token: 'good-token' } });
    expect(subscribes().map((m) => m.content)).toEqual([{ identifier: 'measures/latest', parameters: { tags: ['SOG'] } }]);
    expect(client.phase()).toBe('ready');
    server.push('subscription', { subscriptionId: server.lastSubscriptionId(), data: { values: [{ tag: 'SOG', value: 12 }] } });
    await vi.waitFor(() => expect(received).toContainEqual({ values: [{ tag: 'SOG', value: 12 }] }));
  });

  it('reconnects 30 s after a going-away close and re-issues its subscriptions', async () => {
    const received: unknown[] = [];
    client.subscribe('measures/latest', { units: ['NORDIC_ORE'] }, (data) => received.push(data));
    client.start();
    await vi.waitFor(() => expect(subscribes()).toHaveLength(1));

    server.closeAll(1001);
    await phase('waiting');
    expect(timers.pending()).toEqual([30_000]);
    timers.run(30_000);
    await phase('ready');
    await vi.waitFor(() => expect(subscribes()).toHaveLength(2));
    expect(subscribes()[1]).toMatchObject({ connection: 2, content: { identifier: 'measures/latest', parameters: { units: ['NORDIC_ORE'] } } });
  });

  it('tells the subscriber each time the server confirms its subscription, first and after a reconnect', async () => {
    let activations = 0;
    client.subscribe('measures/latest', { units: ['NORDIC_ORE'] }, () => undefined, undefined, () => { activations += 1; });
    client.start();
    await vi.waitFor(() => expect(activations).toBe(1));
    server.closeAll(1001);
    await phase('waiting');
    timers.run(30_000);
    await vi.waitFor(() => expect(activations).toBe(2));
  });

  it('backs off 1, 2, 4 … 64 s after other closes and starts again from 1 s after authenticating', async () => {
    client.start();
    await phase('ready');
    server.closeOnConnect = 1011;
    server.closeAll(1011);
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      await phase('waiting');
      await vi.waitFor(() => expect(timers.pending()).toHaveLength(1));
      delays.push(timers.pending()[0]);
      if (i === 8) server.closeOnConnect = undefined;
      timers.run();
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 64_000, 64_000]);
    await phase('ready');
    server.closeAll(4000);
    await phase('waiting');
    expect(timers.pending()).toEqual([1_000]);
  });

  it('stops after a refused authentication and tries again once the token is replaced', async () => {
    tokens.set('stale-token');
    client.start();
    await phase('refused');
    expect(server.connections()).toBe(1);
    expect(timers.pending().filter((ms) => ms !== 10_000)).toEqual([]);

    tokens.replace('fresh-token');
    await phase('ready');
    expect(server.received.at(-1)).toMatchObject({ connection: 2, target: 'wsm:authenticate', content: { token: 'fresh-token' } });
  });

  it('re-authenticates on the open socket when the token is replaced', async () => {
    client.start();
    await phase('ready');
    tokens.replace('fresh-token');
    await vi.waitFor(() => expect(server.received.at(-1)).toMatchObject({ connection: 1, target: 'wsm:authenticate', content: { token: 'fresh-token' } }));
    expect(client.phase()).toBe('ready');
  });

  it('sends wsm:unsubscribe and delivers nothing more after unsubscribing', async () => {
    const received: unknown[] = [];
    const unsubscribe = await subscribed({}, received);
    const subscriptionId = server.lastSubscriptionId();
    unsubscribe();
    await vi.waitFor(() => expect(server.received.at(-1)).toMatchObject({ target: 'wsm:unsubscribe', content: { subscriptionId } }));
    server.push('subscription', { subscriptionId, data: 'late' });
    server.push('notification', { level: 'INFO', content: 'marker' });
    await vi.waitFor(() => expect(timers.pending()).toContain(500));
    expect(received).not.toContain('late');
  });

  it('buffers pushed notifications for 500 ms and shows them together', async () => {
    const received: unknown[] = [];
    await subscribed({}, received);
    server.push('notification', { level: 'INFO', content: 'Noon report due' });
    server.push('notification', [{ level: 'WARN', content: 'Bunker note missing' }, { level: 'NOPE' }]);
    server.push('subscription', { subscriptionId: server.lastSubscriptionId(), data: 'after' });
    await vi.waitFor(() => expect(received).toContain('after'));
    expect(notices).toEqual([]);
    expect(timers.pending()).toContain(500);
    timers.run(500);
    expect(notices).toEqual([[{ level: 'INFO', content: 'Noon report due' }, { level: 'WARN', content: 'Bunker note missing' }]]);
  });
});

