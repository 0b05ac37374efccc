/** The alarm screens' renderers (docs/alarms.md): /alarm-event (live), /alarm-history, /alarm/treeview. */
import { useCallback } from 'react';
import { api, onAlarmChange, socket } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { AlarmEventScreen } from './AlarmEventScreen.js';
import { AlarmHistoryScreen } from './AlarmHistoryScreen.js';
import { AlarmTreeScreen } from './AlarmTreeScreen.js';

/** Calls back each time the socket is ready again after being away (pushes were missed meanwhile). */
const onSocketReady = (listener: () => void) => socket.onPhase((phase) => { if (phase === 'ready') listener(); });

export function AlarmEventRenderer({ screen }: RendererProps) {
  const reconnect = useCallback(onSocketReady, []);
  return <AlarmEventScreen client={api} changes={onAlarmChange} onReconnect={reconnect} screenTitle={screen.title} />;
}

export function AlarmHistoryRenderer({ screen }: RendererProps) {
  return <AlarmHistoryScreen client={api} screenTitle={screen.title} />;
}

export function AlarmTreeRenderer({ screen }: RendererProps) {
  return <AlarmTreeScreen client={api} screenTitle={screen.title} />;
}
