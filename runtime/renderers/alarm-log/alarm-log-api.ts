/** The calls of /alarm-logs and /alarm-logs/other (server/modules/alarms/log-routes.ts) and the shapes they answer. */
import type { FollowUpAction, FollowUpEntry, FollowUpList, FollowUpNote } from '../../../descriptors/lib/alarms/alarm-log.js';
import type { ApiClient } from '../../api/api-client.js';

export type { FollowUpAction, FollowUpEntry, FollowUpList, FollowUpNote };

/** Which list a screen shows: entries about one alarm, or the others (decision 71). */
export type FollowUpListKind = 'alarms' | 'other';

export interface FollowUpFilters {
  unitId?: string;
  /** ISO days, inclusive */
  from: string;
  to: string;
  action?: FollowUpAction;
  text?: string;
  limit: number;
  offset: number;
}

export type Option = { label: string; value: string };

export function alarmLogApi(client: ApiClient) {
  return {
    list: (kind: FollowUpListKind, filters: FollowUpFilters) => {
      const params = new URLSearchParams({ period: `${filters.from}..${filters.to}`, limit: String(filters.limit), offset: String(filters.offset) });
      if (filters.unitId) params.set('unitId', filters.unitId);
      if (filters.action) params.set('action', filters.action);
      if (filters.text?.trim()) params.set('text', filters.text.trim());
      return client.get<FollowUpList>(`/alarms/log${kind === 'other' ? '/other' : ''}?${params.toString()}`);
    },
    addNote: (note: FollowUpNote) => client.post<FollowUpEntry>('/alarms/log', { requestValue: note }),
    ships: () => client.get<Option[]>('/common/list/units'),
    problemCauses: () => client.get<Option[]>('/alarms/problem-causes'),
  };
}

export type AlarmLogApi = ReturnType<typeof alarmLogApi>;
