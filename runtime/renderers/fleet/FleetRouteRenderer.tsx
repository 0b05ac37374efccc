/** /fleet/route: one ship's track over a chosen period, with its port calls on the map and in a table. */
import { Alert, Group, Loader, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { RendererProps } from '../renderer-registry.js';
import { trackSegments, type Extraction } from './fleet-api.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { FleetMap, type MapPlace } from './FleetMap.js';
import { portCallsOf } from './fleet-state.js';
import { fleet, useFleet } from './use-fleet.js';

const periods = ['1', '3', '7', '30', '90'] as const;
const trackPoints = 1500;

/** The position of the track bucket nearest to an instant. */
function positionAt(extraction: Extraction, t: number): [number, number] | undefined {
  const pick = (tag: string) => extraction.series.find((s) => s.tag === tag)?.points ?? [];
  const nearest = (points: [number, number | string | null][]) => points.filter(([, v]) => typeof v === 'number')
    .reduce<[number, number | string | null] | undefined>((best, p) => (!best || Math.abs(p[0] - t) < Math.abs(best[0] - t) ? p : best), undefined);
  const lat = nearest(pick('LAT'));
  const lon = nearest(pick('LON'));
  return lat && lon ? [lat[1] as number, lon[1] as number] : undefined;
}

export function FleetRouteRenderer({ screen }: RendererProps) {
  const { t, i18n } = useTranslation();
  const view = useFleet();
  const [params, setParams] = useSearchParams();
  const [days, setDays] = useState<string>('7');
  const ship = params.get('ship') ?? view.ships[0]?.code ?? null;
  const portNames = useLoadingStatus(() => fleet.portNames());
  const names = useMemo(() => new Map((portNames.value ?? []).map((p) => [p.value, p.label])), [portNames.value]);
  const track = useLoadingStatus<Extraction | undefined>(async () => {
    if (!ship) return undefined;
    const to = new Date();
    return fleet.tracks([ship], new Date(to.getTime() - Number(days) * 86_400_000), to, trackPoints);
  }, { immediate: false });
  useEffect(() => { void track.load(); }, [ship, days]); // eslint-disable-line react-hooks/exhaustive-deps

  const extraction = track.value;
  const segments = extraction ? trackSegments(extraction) : [];
  const calls = extraction ? portCallsOf(extraction.series.find((s) => s.tag === 'PORT')?.points ?? [], extraction.resolution * 1000) : [];
  const places: MapPlace[] = extraction ? calls.flatMap((call, i) => {
    const at = positionAt(extraction, call.arrival);
    return at ? [{ key: `${call.port}:${i}`, lat: at[0], lon: at[1], label: names.get(call.port) ?? call.port }] : [];
  }) : [];
  const state = view.ships.find((s) => s.code === ship);
  const time = (ms: number) => new Date(ms).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const hours = (ms: number) => (ms / 3_600_000).toLocaleString(i18n.language, { maximumFractionDigits: 1 });

  return (
    <Stack gap="md">
      <ScreenHeader title={screen.title} fallback={t('fleet.routeTitle')} subtitle={t('fleet.routeSubtitle')}>
        <Select
          aria-label={t('fleet.ship')} w={220} searchable value={ship} allowDeselect={false}
          data={view.ships.map((s) => ({ value: s.code, label: s.name }))} onChange={(value) => value && setParams({ ship: value })}
        />
        <SegmentedControl aria-label={t('fleet.period')} value={days} onChange={setDays}
          data={periods.map((d) => ({ value: d, label: t('fleet.lastDays', { count: Number(d) }) }))} />
      </ScreenHeader>
      {(view.status === 'Error' || track.status === 'Error') && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('fleet.failed')}>{(view.error ?? track.error)?.message}</Alert>
      )}
      {track.status === 'Loading' && <Group justify="center" py="xs"><Loader size="sm" aria-label={t('shell.loading')} /></Group>}
      <FleetMap
        short ships={state ? [state] : []} tracks={[{ key: ship ?? '', segments }]} places={places} label={t('fleet.routeTitle')}
        fitTo={segments.flat()} fitKey={`${ship}:${days}:${segments.length}:${segments[0]?.[0]?.join(',') ?? ''}`}
      />
      <div>
          <Text fw={600} mb={4}>{t('fleet.portCalls')}</Text>
          {calls.length === 0 ? (
            <Text size="sm" c="dimmed">{extraction ? t('fleet.noPortCalls') : '—'}</Text>
          ) : (
            <Table striped withTableBorder>
              <Table.Thead><Table.Tr><Table.Th>{t('fleet.port')}</Table.Th><Table.Th>{t('fleet.arrival')}</Table.Th><Table.Th>{t('fleet.departure')}</Table.Th><Table.Th>{t('fleet.hoursInPort')}</Table.Th></Table.Tr></Table.Thead>
              <Table.Tbody>
                {calls.map((call, i) => (
                  <Table.Tr key={`${call.port}:${i}`}>
                    <Table.Td>{names.get(call.port) ?? call.port} <Text span size="xs" c="dimmed">{call.port}</Text></Table.Td>
                    <Table.Td>{time(call.arrival)}</Table.Td>
                    <Table.Td>{i === calls.length - 1 && Date.now() - call.departure < 2 * extraction!.resolution * 1000 ? t('fleet.stillInPort') : time(call.departure)}</Table.Td>
                    <Table.Td>{hours(call.departure - call.arrival)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
      </div>
    </Stack>
  );
}
