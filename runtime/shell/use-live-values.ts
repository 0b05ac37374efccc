/**
 * Live values for a screen: the newest value of each selected series, read once (POST /api/measures/latest) and then
 * kept current by the socket's `measures/latest` subscription. Only ships the user may see ever arrive.
 */
import { useEffect, useState } from 'react';
import { measuresLatestIdentifier, type LiveMeasure, type MeasuresLatestData, type MeasuresLatestParameters } from '../../descriptors/lib/live-measures.js';
import { mergeLiveValues, type LiveValues } from '../api/live-values.js';
import { api, socket } from './services.js';

export type { LiveEntry, LiveValues } from '../api/live-values.js';

/** Map keyed `${groupingKey}|${tag}` → `{ts, value}`; a new map object on every change. */
export function useLiveValues(parameters: MeasuresLatestParameters): LiveValues {
  const [values, setValues] = useState<LiveValues>(() => new Map());
  // Callers usually pass a fresh object each render: follow its content, not its identity.
  const key = JSON.stringify(normalised(parameters));
  useEffect(() => {
    let isActive = true;
    const selection = JSON.parse(key) as MeasuresLatestParameters;
    const merge = (list: readonly LiveMeasure[]) => { if (isActive) setValues((current) => mergeLiveValues(current, list)); };
    setValues(new Map());
    const read = () => api.post<LiveMeasure[]>('/measures/latest', selection).then(merge, () => { /* no read rights or offline: pushes still fill the map */ });
    // Read at once, and again whenever the subscription (re)starts: values stored before it was active are never pushed.
    const unsubscribe = socket.subscribe<MeasuresLatestData>(measuresLatestIdentifier, selection, (data) => merge(data.values ?? []), undefined, () => void read());
    void read();
    return () => { isActive = false; unsubscribe(); };
  }, [key]);
  return values;
}

/** Empty lists mean "no condition", like absent ones. */
function normalised({ units, groupingKeys, tags }: MeasuresLatestParameters): MeasuresLatestParameters {
  const given = (list?: string[]) => (list?.length ? list : undefined);
  return { units: given(units), groupingKeys: given(groupingKeys), tags: given(tags) };
}
