/** The "alarm-follow-up" renderer (SPEC /alarm-logs, /alarm-logs/other): the follow-up log; `config.list` picks which. */
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { AlarmLogScreen } from './AlarmLogScreen.js';

export function AlarmLogRenderer({ screen }: RendererProps) {
  const kind = (screen.config as { list?: string } | undefined)?.list === 'other' ? 'other' : 'alarms';
  return <AlarmLogScreen client={api} kind={kind} screenTitle={screen.title} />;
}
