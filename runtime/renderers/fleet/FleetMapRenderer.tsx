/** /fleet/map, the home page: every ship the user may see on the offline world map with its recent track. */
import { Alert, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import type { RendererProps } from '../renderer-registry.js';
import { ofUnit, trackSegments } from './fleet-api.js';
import { allShips, shipsOfFleet } from './fleet-filter.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { FleetMap, type MapTrack } from './FleetMap.js';
import classes from './fleet.module.css';
import type { ShipStatus } from './fleet-state.js';
import { statusColors } from './ship-icon.js';
import { fleet, useFleet } from './use-fleet.js';

const trackDays = 3;
const trackPoints = 400;
const legend: ShipStatus[] = ['AT_SEA', 'MANOEUVRING', 'AT_ANCHOR', 'IN_PORT'];

export function FleetMapRenderer({ screen }: RendererProps) {
  const { t } = useTranslation();
  const view = useFleet();
  const [groupId, setGroupId] = useState(allShips);
  const [selected, setSelected] = useState<string | null>(null);
  const [tracks, setTracks] = useState<MapTrack[]>([]);
  const ships = useMemo(() => shipsOfFleet(view.ships, view.scope, groupId), [view.ships, view.scope, groupId]);
  const codes = ships.map((s) => s.code).join(',');

  useEffect(() => {
    if (!ships.length) return undefined;
    let isCurrent = true;
    const to = new Date();
    const from = new Date(to.getTime() - trackDays * 86_400_000);
    fleet.tracks(ships.map((s) => s.code), from, to, trackPoints, ['LAT', 'LON'])
      .then((extraction) => ships.map((ship) => ({ key: ship.code, segments: trackSegments(ofUnit(extraction, ship.code)), color: statusColors[ship.status] })))
      .then((loaded) => { if (isCurrent) setTracks(loaded); }, () => undefined);
    return () => { isCurrent = false; };
  }, [codes]); // eslint-disable-line react-hooks/exhaustive-deps

  const groups = view.scope?.unitGroups ?? [];
  const positioned = ships.filter((s) => s.lat !== null && s.lon !== null);
  return (
    <Stack gap="md">
      <ScreenHeader title={screen.title} fallback={t('fleet.mapTitle')} subtitle={t('fleet.mapSubtitle', { count: ships.length, shown: positioned.length })}>
        {groups.length > 0 && (
          <Select
            aria-label={t('fleet.fleetFilter')} w={240} value={groupId} allowDeselect={false} onChange={(value) => setGroupId(value ?? allShips)}
            data={[{ value: allShips, label: t('fleet.allShips') }, ...groups.map((g) => ({ value: g.id, label: g.description || g.code }))]}
          />
        )}
      </ScreenHeader>
      {view.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('fleet.failed')}>{view.error?.message}</Alert>}
      {view.status === 'Loading' && <Group justify="center" py="xl"><Loader aria-label={t('shell.loading')} /></Group>}
      {view.status !== 'Loading' && (
        <>
          <FleetMap
            ships={ships} tracks={tracks} selected={selected} onSelect={setSelected} label={t('fleet.mapTitle')}
            fitTo={positioned.map((s) => [s.lat!, s.lon!] as [number, number])} fitKey={`${groupId}:${positioned.map((s) => s.code).join(',')}`}
          />
          <Group gap="lg">
            {legend.map((status) => (
              <Text key={status} size="xs" c="dimmed"><span className={classes.legendDot} style={{ background: statusColors[status] }} />{t(`fleet.status.${status}`)}</Text>
            ))}
            <Text size="xs" c="dimmed">{t('fleet.trackHint', { days: trackDays })}</Text>
          </Group>
        </>
      )}
    </Stack>
  );
}
