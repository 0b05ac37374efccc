/** The alarm operator calls (server/modules/alarms/routes.ts) as the alarm screens use them. */
import type { AlarmEpisode, AlarmPriority, AlarmState } from '../../../descriptors/lib/alarms/alarm.js';
import type { AlarmEpisodeList, AlarmEpisodePage, AlarmTree } from '../../../descriptors/lib/alarms/episode-views.js';
import type { ApiClient, DownloadedFile } from '../../api/api-client.js';

export interface HistoryFilter {
  unitId?: string;
  alarmClass?: string;
  priority?: AlarmPriority;
  state?: AlarmState;
  /** ISO days, inclusive */
  from?: string;
  to?: string;
}

const queryOf = (filter: HistoryFilter, extra: Record<string, string> = {}) => {
  const params = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  return params.toString();
};
const episodePath = (episode: AlarmEpisode, action: string) => `/alarms/episodes/${encodeURIComponent(episode.id)}/${action}`;

export function alarmsApi(client: ApiClient) {
  return {
    open: (unitId?: string) => client.get<AlarmEpisodeList>(`/alarms/episodes/open${unitId ? `?${queryOf({ unitId })}` : ''}`),
    history: (filter: HistoryFilter, page: number, size: number) =>
      client.get<AlarmEpisodePage>(`/alarms/episodes?${queryOf(filter, { page: String(page), size: String(size) })}`),
    csv: async (filter: HistoryFilter) => {
      const file = await client.get<DownloadedFile>(`/alarms/episodes.csv?${queryOf(filter)}`, { asFile: true });
      return { blob: file.blob, fileName: file.fileName ?? 'alarm-history.csv' };
    },
    tree: () => client.get<AlarmTree>('/alarms/tree'),
    acknowledge: (episode: AlarmEpisode, comment: string) =>
      client.post<AlarmEpisode>(episodePath(episode, 'acknowledge'), { requestValue: { version: episode.version, comment } }),
    shelve: (episode: AlarmEpisode, minutes: number, reason: string) =>
      client.post<AlarmEpisode>(episodePath(episode, 'shelve'), { requestValue: { version: episode.version, minutes, reason } }),
    unshelve: (episode: AlarmEpisode) => client.post<AlarmEpisode>(episodePath(episode, 'unshelve'), { requestValue: { version: episode.version } }),
    ships: () => client.get<{ label: string; value: string }[]>('/common/list/units'),
  };
}

export type AlarmsApi = ReturnType<typeof alarmsApi>;
