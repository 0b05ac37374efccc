import { describe, expect, it } from 'vitest';
import { routeSocketMessage, socketUrlOf } from '../../../runtime/api/socket-routing.js';

describe('socket message routing', () => {
  it('sends replies, subscription data and notifications each their way', () => {
    expect(routeSocketMessage('{"messageId":"s1","replyId":"c1","target":"wsm:subscribe","content":{"subscriptionId":"x"}}'))
      .toMatchObject({ kind: 'reply', replyId: 'c1' });
    expect(routeSocketMessage('{"messageId":"s2","target":"subscription","content":{"subscriptionId":"x","data":{"values":[]}}}'))
      .toEqual({ kind: 'data', subscriptionId: 'x', data: { values: [] } });
    expect(routeSocketMessage('{"messageId":"s3","target":"notification","content":[{"level":"INFO","content":"a"},{"level":"LOUD","content":"b"}]}'))
      .toEqual({ kind: 'notification', messages: [{ level: 'INFO', content: 'a' }], changes: [] });
  });

  it('tells a change of the user\'s notifications from a notice, and drops a malformed one', () => {
    const notification = {
      id: 'n1', userId: 'u1', creationTs: '2026-11-19T10:00:00.000Z', timeToLive: '2026-11-26T10:00:00.000Z', topic: 't', priority: 'WARNING',
      subjectText: 'k', fullText: null, messageParameters: { day: '2026-11-19' }, archivable: true, pushPopUp: false, isRead: false, isArchived: false,
    };
    const frame = JSON.stringify({ messageId: 's4', target: 'notification', content: [
      { clientOperation: 'CREATE', notification }, { clientOperation: 'READ', ids: ['n0'] }, { clientOperation: 'READ', ids: 'n0' }, { clientOperation: 'CREATE', notification: {} },
    ] });
    expect(routeSocketMessage(frame)).toEqual({ kind: 'notification', messages: [], changes: [{ clientOperation: 'CREATE', notification }, { clientOperation: 'READ', ids: ['n0'] }] });
  });

  it('hands a pushed alarm episode to the alarm screens, and drops a malformed one', () => {
    const episode = {
      id: 'e1', definition: 'ME_EXH', title: { en: 'Exhaust high' }, priority: 'ALARM', alarmClass: null, problemCause: null, genericAsset: null,
      unitId: 'u1', unitName: 'Nordic Ore', subject: 's', subjectLabel: 'ME_EXH', state: 'ACTIVE_UNACK', raisedAt: '2026-11-28T09:00:00.000Z',
      raisedValue: 450, lastValue: 451, rectifiedAt: null, acknowledgedAt: null, acknowledgedBy: null, acknowledgeComment: null,
      shelvedUntil: null, shelvedBy: null, shelveReason: null, closedAt: null, version: 1,
    };
    expect(routeSocketMessage(JSON.stringify({ messageId: 's5', target: 'alarm', content: { episode } }))).toEqual({ kind: 'alarm', change: { episode } });
    expect(routeSocketMessage(JSON.stringify({ messageId: 's6', target: 'alarm', content: { episode: { id: 'e1' } } }))).toEqual({ kind: 'ignored' });
  });

  it('ignores frames that are not protocol messages or have an unknown target', () => {
    for (const frame of ['not json', '[]', '{"target":"subscription"}', '{"messageId":"s","target":"weather","content":1}', '{"messageId":"s","target":"subscription","content":{}}']) {
      expect(routeSocketMessage(frame)).toEqual({ kind: 'ignored' });
    }
  });

  it('uses the page origin with ws: or wss:', () => {
    expect(socketUrlOf({ protocol: 'http:', host: 'localhost:5173' }, '/ws/socket')).toBe('ws://localhost:5173/ws/socket');
    expect(socketUrlOf({ protocol: 'https:', host: 'keel.example' }, '/ws/socket')).toBe('wss://keel.example/ws/socket');
  });
});
