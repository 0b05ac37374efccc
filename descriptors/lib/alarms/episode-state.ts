/**
 * The episode state machine (docs/alarms.md): the one place that says what an event does to an episode's state. The
 * engine feeds it CLEAR when the condition has stayed clear past the delay-off; people feed it ACK. An episode whose
 * condition returns while RECTIFIED_UNACK becomes active again (the same episode: nobody has seen it end).
 */
import type { AlarmState } from './alarm.js';

export type EpisodeEvent = 'ACK' | 'CLEAR' | 'RETURN';

/** The state after `event`, or null when the event does not apply in `state` (e.g. acknowledging twice). */
export function nextEpisodeState(state: AlarmState, event: EpisodeEvent): AlarmState | null {
  switch (event) {
    case 'ACK': return state === 'ACTIVE_UNACK' ? 'ACTIVE_ACK' : state === 'RECTIFIED_UNACK' ? 'NORMAL' : null;
    case 'CLEAR': return state === 'ACTIVE_UNACK' ? 'RECTIFIED_UNACK' : state === 'ACTIVE_ACK' ? 'NORMAL' : null;
    case 'RETURN': return state === 'RECTIFIED_UNACK' ? 'ACTIVE_UNACK' : null;
  }
}

/** Whether the condition is still present in this state. */
export const isActive = (state: AlarmState) => state === 'ACTIVE_UNACK' || state === 'ACTIVE_ACK';
/** Whether the episode is still open (not NORMAL): at most one open episode per definition, ship and subject. */
export const isOpen = (state: AlarmState) => state !== 'NORMAL';
