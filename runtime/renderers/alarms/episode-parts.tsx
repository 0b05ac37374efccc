/** What every alarm screen shows of an episode: the priority colour, the state chip, the title, the value. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AlarmEpisode, AlarmPriority, AlarmState } from '../../../descriptors/lib/alarms/alarm.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import { meetsRequirement } from '../../../descriptors/lib/access.js';
import { useShellData } from '../../shell/ShellDataContext.js';

/** Bridge alert management colours: alarm red, warning orange, caution yellow. */
export const priorityColour: Record<AlarmPriority, string> = { ALARM: 'red', WARNING: 'orange', CAUTION: 'yellow' };
const stateLook: Record<AlarmState, { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  ACTIVE_UNACK: { color: 'red', variant: 'filled' },
  ACTIVE_ACK: { color: 'orange', variant: 'light' },
  RECTIFIED_UNACK: { color: 'blue', variant: 'outline' },
  NORMAL: { color: 'gray', variant: 'light' },
};

export function PriorityBadge({ priority }: { priority: AlarmPriority }) {
  const { t } = useTranslation();
  return <Badge size="sm" tt="none" color={priorityColour[priority]} variant="filled" autoContrast>{t(`alarms.priorities.${priority}`)}</Badge>;
}

export function StateBadge({ state }: { state: AlarmState }) {
  const { t } = useTranslation();
  return <Badge size="sm" tt="none" {...stateLook[state]}>{t(`alarms.states.${state}`)}</Badge>;
}

export function useEpisodeText() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 3 });
  return {
    title: (e: AlarmEpisode) => resolveText(e.title, language, (key) => t(key)),
    value: (v: number | string | null) => (v === null ? '—' : typeof v === 'number' ? number.format(v) : v),
  };
}

/** Whether the signed-in user may acknowledge (ALARMS VIEW) and shelve (MANAGEMENT); outside the shell the server alone decides. */
export function useAlarmRights() {
  const user = useShellData()?.user;
  const allows = (level: 'VIEW' | 'MANAGEMENT') => !user || meetsRequirement(
    { userId: '', username: user.username, userType: user.userType === 'ADMIN' ? 'ADMIN' : 'USER', functions: user.functions, roles: [], unitIds: [] },
    { requiredFunctions: { ALARMS: level } },
  );
  return { canAcknowledge: allows('VIEW'), canShelve: allows('MANAGEMENT') };
}

export const canBeAcknowledged = (e: AlarmEpisode) => e.state === 'ACTIVE_UNACK' || e.state === 'RECTIFIED_UNACK';
