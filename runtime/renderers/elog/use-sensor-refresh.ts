/**
 * Keeps an entry's sensor values in step with its time. The values a new entry opens with are the sensors' at the
 * proposed time; when the user changes the time (or the end of a period), the sensors are asked again for the new
 * time (prepare) and every field still holding the old time's value takes the new one, while what the user entered
 * stays (refreshSensorValues). For a saved entry, the values it still holds from the sensors at its saved time are
 * read first, so its hand-entered fields are told apart. A save takes the values as shown: an answer still on its way
 * when the save begins is dropped (hold), and the times saved count as asked (settle), so nothing changes the form
 * behind a save; a refused save asks again (release).
 */
import { deepEquals } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import type { TimestampWithOffset } from '../../../descriptors/lib/elog/time-with-offset.js';
import type { ElogApi, ElogEntry, PreparedEntry } from './elog-api.js';
import { refreshSensorValues, sensorValuesOf, valueAt, type SensorValues } from './sensor-prefill.js';

/** How long typing must pause before the sensors are asked for a new time (0400 is typed as 0, 04, 040, 0400). */
const typingPauseMs = 400;

export type SensorNotice =
  | { kind: 'refreshed'; at: TimestampWithOffset; refreshed: string[]; cleared: string[]; kept: string[] }
  | { kind: 'failed'; message: string };

interface SensorRefreshOptions {
  api: ElogApi;
  unitId: string;
  descriptorCode: string;
  prepared?: PreparedEntry;
  /** The entry as opened, when it was saved before. */
  opened?: ElogEntry;
  /** The entry's id once saved: it is not its own previous noon report. */
  entryId?: string;
  start: TimestampWithOffset | null;
  end: TimestampWithOffset | null;
  /** False while the times cannot be changed or are not valid. */
  isActive: boolean;
  /** The form's data now (the latest keystroke included). */
  content: () => Record<string, unknown>;
  onContent: (content: Record<string, unknown>) => void;
}

const timesKey = (start: TimestampWithOffset | null | undefined, end: TimestampWithOffset | null | undefined) =>
  (start ? `${start.timestamp}/${end?.timestamp ?? ''}` : undefined);

export function useSensorRefresh({ api, unitId, descriptorCode, prepared, opened, entryId, start, end, isActive, content, onContent }: SensorRefreshOptions) {
  const [sensors, setSensors] = useState<SensorValues>(() => sensorValuesOf(prepared?.areasContent ?? {}, prepared?.prefilled ?? []));
  const [run, setRun] = useState(prepared?.run);
  const [notice, setNotice] = useState<SensorNotice>();
  const askedFor = useRef(timesKey(prepared?.heading.start ?? opened?.heading.start, prepared ? null : opened?.heading.end));
  const hasBaseline = useRef(Boolean(prepared));
  const latest = useRef(0);
  const [retries, setRetries] = useState(0);
  const isHeld = useRef(false);
  const key = timesKey(start, end);

  /** What a saved entry still holds from the sensors at its saved time (not entered by hand). */
  const savedBaseline = async (entry: ElogEntry): Promise<SensorValues> => {
    const then = await api.prepare(unitId, descriptorCode, entry.heading.start.timestamp, { end: entry.heading.end?.timestamp, entryId: entry.id });
    const manual = new Set(entry.manualFields ?? []);
    return Object.fromEntries(Object.entries(sensorValuesOf(then.areasContent, then.prefilled))
      .filter(([pointer, value]) => !manual.has(pointer) && deepEquals(valueAt(entry.areasContent, pointer), value)));
  };

  const refresh = async (at: TimestampWithOffset, until: TimestampWithOffset | null, asked: string) => {
    if (asked === askedFor.current || isHeld.current) return;
    const request = ++latest.current;
    try {
      const before = hasBaseline.current || !opened ? sensors : await savedBaseline(opened);
      const now = await api.prepare(unitId, descriptorCode, at.timestamp, { end: until?.timestamp, entryId });
      if (request !== latest.current || isHeld.current) return;
      const outcome = refreshSensorValues(content(), before, sensorValuesOf(now.areasContent, now.prefilled));
      askedFor.current = asked;
      hasBaseline.current = true;
      setSensors(outcome.sensors);
      setRun(now.run);
      if (outcome.refreshed.length || outcome.cleared.length) onContent(outcome.content);
      const hasSensorFields = Object.keys(before).length > 0 || Object.keys(outcome.sensors).length > 0;
      setNotice(hasSensorFields ? { kind: 'refreshed', at, refreshed: outcome.refreshed, cleared: outcome.cleared, kept: outcome.kept } : undefined);
    } catch (error) {
      if (request === latest.current && !isHeld.current) setNotice({ kind: 'failed', message: (error as Error).message });
    }
  };

  useEffect(() => {
    if (!isActive || !start || key === askedFor.current) return undefined;
    const timer = setTimeout(() => void refresh(start, end, key!), typingPauseMs);
    return () => clearTimeout(timer);
  }, [key, isActive, retries]); // eslint-disable-line react-hooks/exhaustive-deps

  /** A save begins: an answer on its way no longer applies. */
  const hold = () => { latest.current += 1; isHeld.current = true; };
  /** The save went through with these times: the form holds what was saved, and these times need no asking. */
  const settle = (savedStart: TimestampWithOffset, savedEnd: TimestampWithOffset | null) => {
    latest.current += 1;
    isHeld.current = false;
    askedFor.current = timesKey(savedStart, savedEnd);
  };
  /** The save was refused: the times shown are asked for again if they were not. */
  const release = () => { isHeld.current = false; setRetries((n) => n + 1); };

  return { sensors, run, notice, dismissNotice: () => setNotice(undefined), hold, settle, release };
}
