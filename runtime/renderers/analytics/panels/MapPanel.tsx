/**
 * `map` (track): each ship's positions from `config.lat` and `config.lon` (series ids; default LAT and LON) drawn on
 * the fleet screens' offline world map (runtime/renderers/fleet/FleetMap, Natural Earth land, no tiles), with the
 * ship at its last position.
 */
import { Center, Loader } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lastValue } from '../../../../descriptors/lib/analytics/series-math.js';
import type { Extraction } from '../../fleet/fleet-api.js';
import type { FleetMapProps } from '../../fleet/FleetMap.js';
import { chunkComponent } from '../../chunk-component.js';
import { trackSegments } from '../../fleet/fleet-api.js';
import type { ShipState } from '../../fleet/fleet-state.js';
import { seriesColors } from '../charts/chart-theme.js';
import type { NumericSeries } from '../analytics-api.js';
import { pickSeries } from './panel-support.js';
import { PanelMessage } from './PanelMessage.js';
import type { PanelProps } from './panel-types.js';
import classes from '../analytics.module.css';

const { Component: FleetMap } = chunkComponent<FleetMapProps>(
  () => import('../../fleet/FleetMap.js').then((m) => m.FleetMap),
  () => <Center h="100%"><Loader size="sm" /></Center>,
);

function asExtraction(lat: NumericSeries, lon: NumericSeries): Extraction {
  const step = lat.points.length > 1 ? (lat.points[1][0] - lat.points[0][0]) / 1000 : 3600;
  const series = (tag: string, s: NumericSeries) => ({ groupingKey: '', unit: s.unit, tag, points: s.points });
  return { resolution: step, series: [series('LAT', lat), series('LON', lon)] };
}

export function MapPanel({ chart, data, height }: PanelProps) {
  const { t } = useTranslation();
  const config = chart.config ?? {};
  const latId = typeof config.lat === 'string' ? config.lat : 'LAT';
  const lonId = typeof config.lon === 'string' ? config.lon : 'LON';
  const lats = pickSeries(data, [latId]);
  const lons = pickSeries(data, [lonId]);

  const ships = useMemo(() => lats.flatMap((lat, i) => {
    const lon = lons.find((s) => s.unit === lat.unit);
    if (!lon) return [];
    const segments = trackSegments(asExtraction(lat, lon));
    const at = segments.at(-1)?.at(-1);
    const lastTs = lastValue(lat.points)?.ts;
    const state: ShipState | undefined = at && {
      code: lat.unit ?? `ship-${i}`, name: lat.unitName ?? lat.unit ?? '', lat: at[0], lon: at[1], sog: null, heading: null,
      status: 'UNKNOWN', port: null, lastDataAt: lastTs ? new Date(lastTs).toISOString() : null, shipType: null, destination: null, eta: null,
    };
    return [{ key: lat.unit ?? String(i), segments, color: seriesColors[i % seriesColors.length], state }];
  }), [lats, lons]);

  const points = ships.flatMap((s) => s.segments.flat());
  if (!points.length) return <PanelMessage height={height}>{t('dashboard.panel.noData')}</PanelMessage>;
  return (
    <div className={classes.mapCell} style={{ height }}>
      <FleetMap
        short label={chart.id} ships={ships.flatMap((s) => (s.state ? [s.state] : []))}
        tracks={ships.map(({ key, segments, color }) => ({ key, segments, color }))}
        fitTo={points} fitKey={`${points.length}:${points[0].join(',')}:${points.at(-1)!.join(',')}`}
      />
    </div>
  );
}
