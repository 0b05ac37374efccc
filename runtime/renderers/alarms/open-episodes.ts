/**
 * The rows of /alarm-event kept current: a pushed or answered episode replaces the one it changes (an older version
 * never overwrites a newer one), a new one is added, one that ended (NORMAL), is shelved or is of another ship than the
 * chosen one leaves. Worst first, always.
 */
import type { AlarmEpisode } from '../../../descriptors/lib/alarms/alarm.js';
import { compareEpisodes, isShelved } from '../../../descriptors/lib/alarms/episode-views.js';

export interface OpenListScope {
  /** the ship chosen, if any */
  unitId?: string | null;
  now: number;
}

export function applyEpisode(rows: readonly AlarmEpisode[], episode: AlarmEpisode, scope: OpenListScope): AlarmEpisode[] {
  const current = rows.find((r) => r.id === episode.id);
  if (current && current.version > episode.version) return [...rows];
  const others = rows.filter((r) => r.id !== episode.id);
  const belongs = episode.state !== 'NORMAL' && !isShelved(episode, scope.now) && (!scope.unitId || episode.unitId === scope.unitId);
  return (belongs ? [...others, episode] : others).sort(compareEpisodes);
}
