/**
 * The offline world map of the fleet screens: Natural Earth land drawn as vectors (no tiles), ship markers turned
 * to their heading and named where the names do not overlap, with a popup of their latest values, tracks, and port-call markers.
 */
import 'leaflet/dist/leaflet.css';
import { Anchor, Badge, Text } from '@mantine/core';
import { useComputedColorScheme } from '@mantine/core';
import { latLngBounds, type LatLngBoundsExpression } from 'leaflet';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, GeoJSON, MapContainer, Marker, Polyline, Popup, Tooltip, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { Link } from 'react-router';
import { formatPosition } from './coordinates.js';
import { labelOffset, placeLabels } from './label-placement.js';
import classes from './fleet.module.css';
import type { ShipState } from './fleet-state.js';
import { shipIcon, statusColors } from './ship-icon.js';
import { detailedFromZoom, loadWorldLand, type LandDetail, type WorldLand } from './world-land.js';

export interface MapTrack {
  key: string;
  segments: [number, number][][];
  color?: string;
}

export interface MapPlace {
  key: string;
  lat: number;
  lon: number;
  label: string;
}

export interface FleetMapProps {
  ships: readonly ShipState[];
  tracks?: readonly MapTrack[];
  places?: readonly MapPlace[];
  selected?: string | null;
  onSelect?: (code: string) => void;
  /** Fit the view to these points (a track, the fleet) when `fitKey` changes (when they change, without one). */
  fitTo?: readonly [number, number][];
  fitKey?: string;
  short?: boolean;
  label: string;
}

function FitBounds({ points, fitKey }: { points?: readonly [number, number][]; fitKey?: string }) {
  const map = useMap();
  const key = fitKey ?? points?.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (!points?.length) return;
    const bounds: LatLngBoundsExpression = latLngBounds(points.map(([lat, lon]) => [lat, lon]));
    // The container may have been laid out after the map was created: measure it before fitting.
    map.invalidateSize();
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: 7 });
  }, [map, key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** The light outline at fleet zoom levels; the detailed one from `detailedFromZoom` on, the light one shown until it is in. */
function Land() {
  const scheme = useComputedColorScheme('light');
  const map = useMap();
  const [isZoomedIn, setZoomedIn] = useState(() => map.getZoom() >= detailedFromZoom);
  const [lands, setLands] = useState<Partial<Record<LandDetail, WorldLand>>>({});
  useMapEvents({ zoomend: () => setZoomedIn(map.getZoom() >= detailedFromZoom) });
  const detail: LandDetail = isZoomedIn ? 'detailed' : 'fleet';
  useEffect(() => {
    let isCurrent = true;
    void loadWorldLand(detail).then((land) => { if (isCurrent) setLands((known) => ({ ...known, [detail]: land })); });
    return () => { isCurrent = false; };
  }, [detail]);
  const land = lands[detail] ?? lands.fleet ?? lands.detailed;
  if (!land) return null;
  const style = scheme === 'dark'
    ? { color: '#5c6670', weight: 0.6, fillColor: '#2b3137', fillOpacity: 1 }
    : { color: '#a8a294', weight: 0.6, fillColor: '#efece3', fillOpacity: 1 };
  return <GeoJSON key={`${scheme}/${land === lands.detailed ? 'detailed' : 'fleet'}`} data={land} style={style} interactive={false} />;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return <><Text span size="xs" c="dimmed">{label}</Text><Text span size="xs">{children}</Text></>;
}

export function ShipPopup({ ship }: { ship: ShipState }) {
  const { t, i18n } = useTranslation();
  const number = (v: number | null, digits: number) => (v === null ? '—' : v.toLocaleString(i18n.language, { maximumFractionDigits: digits, minimumFractionDigits: digits }));
  return (
    <div className={classes.popup}>
      <Text fw={600} size="sm">{ship.name}</Text>
      <Badge size="xs" variant="light" color={statusColors[ship.status]} mb={6}>{t(`fleet.status.${ship.status}`)}{ship.port ? ` · ${ship.portName ?? ship.port}` : ''}</Badge>
      <div className={classes.popupGrid}>
        {ship.destination && <Row label={t('fleet.destination')}>{ship.destination.name}{ship.eta ? ` · ${t('fleet.etaUtc', { eta: new Date(ship.eta).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }) })}` : ''}</Row>}
        <Row label={t('fleet.position')}>{formatPosition(ship.lat, ship.lon)}</Row>
        <Row label={t('fleet.sog')}>{t('fleet.knots', { value: number(ship.sog, 1) })}</Row>
        <Row label={t('fleet.heading')}>{ship.heading === null ? '—' : `${Math.round(ship.heading)}°`}</Row>
        <Row label={t('fleet.lastData')}>{ship.lastDataAt ? new Date(ship.lastDataAt).toLocaleString(i18n.language) : '—'}</Row>
      </div>
      <Text size="xs" mt={6}>
        <Anchor component={Link} to={`/fleet/route?ship=${encodeURIComponent(ship.code)}`} size="xs">{t('fleet.showRoute')}</Anchor>
        {' · '}
        <Anchor component={Link} to={`/fleet/list?search=${encodeURIComponent(ship.code)}`} size="xs">{t('fleet.showInList')}</Anchor>
      </Text>
    </div>
  );
}

export function FleetMap({ ships, tracks = [], places = [], selected, onSelect, fitTo, fitKey, short, label }: FleetMapProps) {
  const { t } = useTranslation();
  return (
    <MapContainer
      className={`${classes.map} ${short ? classes.mapShort : ''}`} center={[45, 10]} zoom={3} minZoom={2} maxZoom={10}
      worldCopyJump={false} attributionControl zoomControl={false} aria-label={label}
    >
      {/* Leaflet's own control says "Zoom in" in every language. */}
      <ZoomControl zoomInTitle={t('fleet.map.zoomIn')} zoomOutTitle={t('fleet.map.zoomOut')} />
      <Land />
      <FitBounds points={fitTo} fitKey={fitKey} />
      {tracks.map((track) => track.segments.map((segment, i) => (
        <Polyline key={`${track.key}:${i}`} positions={segment} pathOptions={{ color: track.color ?? '#1c7ed6', weight: 2, opacity: 0.8 }} />
      )))}
      {places.map((place) => (
        <CircleMarker key={place.key} center={[place.lat, place.lon]} radius={5} pathOptions={{ color: '#2f9e44', fillColor: '#fff', fillOpacity: 1, weight: 2 }}>
          <Tooltip>{place.label}</Tooltip>
        </CircleMarker>
      ))}
      <ShipMarkers ships={ships} selected={selected} onSelect={onSelect} />
    </MapContainer>
  );
}

/** The ships' markers, each named beside it where the name does not cover another (placed again at every zoom). */
function ShipMarkers({ ships, selected, onSelect }: Pick<FleetMapProps, 'ships' | 'selected' | 'onSelect'>) {
  const map = useMap();
  const [view, setView] = useState(0);
  useMapEvents({ zoomend: () => setView((v) => v + 1), resize: () => setView((v) => v + 1) });
  const shown = ships.filter((s) => s.lat !== null && s.lon !== null);
  const sides = useMemo(() => {
    // The chosen ship is named first; then north to south, as a reader scans the chart.
    const ordered = [...shown].sort((a, b) => Number(b.code === selected) - Number(a.code === selected) || b.lat! - a.lat!);
    return placeLabels(ordered.map((ship) => ({ code: ship.code, name: ship.name, ...map.latLngToLayerPoint([ship.lat!, ship.lon!]) })));
  }, [map, shown.map((s) => `${s.code}:${s.lat}:${s.lon}:${s.name}`).join('|'), selected, view]); // eslint-disable-line react-hooks/exhaustive-deps
  return shown.map((ship) => {
    const side = sides[ship.code] ?? 'right';
    return (
      <Marker
        key={ship.code} position={[ship.lat!, ship.lon!]} icon={shipIcon(ship.status, ship.heading, ship.code === selected)}
        title={ship.name} alt={ship.name} eventHandlers={{ click: () => onSelect?.(ship.code) }}
      >
        {side !== 'hidden' && (
          <Tooltip key={side} permanent direction={side} offset={[side === 'right' ? labelOffset : -labelOffset, 0]} className={classes.shipLabel}>{ship.name}</Tooltip>
        )}
        <Popup><ShipPopup ship={ship} /></Popup>
      </Marker>
    );
  });
}
