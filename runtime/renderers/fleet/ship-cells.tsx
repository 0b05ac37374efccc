/** What the fleet list shows of a ship in a cell or a card: its name (a link to its route and port calls) and type, and where it is bound. */
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShipState } from './fleet-state.js';

export const shipPagePath = (code: string) => `/fleet/route?ship=${encodeURIComponent(code)}`;

export function ShipName({ ship }: { ship: ShipState }) {
  const { t } = useTranslation();
  return (
    <>
      <Anchor component={Link} to={shipPagePath(ship.code)} size="sm" fw={600}>{ship.name}</Anchor>
      <Text size="xs" c="dimmed">{ship.shipType ? t(`resources.ship.enums.shipType.${ship.shipType}`) : ship.code}</Text>
    </>
  );
}

/** The port the ship is bound for with the ETA its master reported (ship's local time is not known here: UTC). */
export function Destination({ ship }: { ship: ShipState }) {
  const { t, i18n } = useTranslation();
  if (!ship.destination) return <Text size="sm" c="dimmed">—</Text>;
  const eta = ship.eta ? new Date(ship.eta).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) : null;
  return (
    <>
      <Text size="sm" title={ship.destination.code}>{ship.destination.name}</Text>
      <Text size="xs" c="dimmed">{eta ? t('fleet.etaUtc', { eta }) : t('fleet.noEta')}</Text>
    </>
  );
}
