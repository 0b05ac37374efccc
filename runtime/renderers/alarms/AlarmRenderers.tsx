/** The alarm screens' renderers (docs/alarms.md): /alarm-event (live), /alarm-history, /alarm/treeview. */
import { api, onAlarmChange, onSocketReady } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { AlarmEventScreen } from './AlarmEventScreen.js';
import { AlarmHistoryScreen } from './AlarmHistoryScreen.js';
import { AlarmTreeScreen } from './AlarmTreeScreen.js';

export function AlarmEventRenderer({ screen }: RendererProps) {
  return <AlarmEventScreen client={api} changes={onAlarmChange} onReconnect={onSocketReady} screenTitle={screen.title} />;
}

export function AlarmHistoryRenderer({ screen }: RendererProps) {
  return <AlarmHistoryScreen client={api} screenTitle={screen.title} />;
}

export function AlarmTreeRenderer({ screen }: RendererProps) {
  return <AlarmTreeScreen client={api} screenTitle={screen.title} />;
}
