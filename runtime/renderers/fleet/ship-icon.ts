/** A ship marker: a hull-shaped arrow pointing along the heading, coloured by status; a dot when the heading is unknown. */
import { divIcon, type DivIcon } from 'leaflet';
import type { ShipStatus } from './fleet-state.js';

export const statusColors: Record<ShipStatus, string> = {
  AT_SEA: '#1c7ed6',
  MANOEUVRING: '#f08c00',
  AT_ANCHOR: '#ae3ec9',
  IN_PORT: '#2f9e44',
  UNKNOWN: '#868e96',
};

export function shipIcon(status: ShipStatus, heading: number | null, isSelected: boolean): DivIcon {
  const color = statusColors[status];
  const ring = isSelected ? '<circle cx="14" cy="14" r="13" fill="none" stroke="#fab005" stroke-width="2.5"/>' : '';
  const body = heading === null
    ? `<circle cx="14" cy="14" r="6" fill="${color}" stroke="#fff" stroke-width="1.5"/>`
    : `<path d="M14 3 L19.5 21 L14 18 L8.5 21 Z" fill="${color}" stroke="#fff" stroke-width="1.5" stroke-linejoin="round" transform="rotate(${Math.round(heading)} 14 14)"/>`;
  return divIcon({
    className: 'keel-ship-marker',
    html: `<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">${ring}${body}</svg>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
    popupAnchor: [0, -12],
  });
}
