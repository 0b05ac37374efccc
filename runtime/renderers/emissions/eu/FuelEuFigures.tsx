/** FuelEU figures shown alike on every screen: a signed compliance balance in t CO2e and the GWP set in use. */
import { Badge, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { gramsToTonnes } from '../shared/format.js';
import { useSignedFormat } from './eu-shared.js';

/** A balance in t CO2e, signed: a surplus green, a deficit red. */
export function BalanceText({ grams, bold = false, size }: { grams: number | null; bold?: boolean; size?: number }) {
  const signed = useSignedFormat();
  if (grams === null) return <Text span size="sm">—</Text>;
  const colour = grams < 0 ? 'red.7' : grams > 0 ? 'teal.7' : undefined;
  return (
    <Text span size={size ? undefined : 'sm'} fz={size} fw={bold || size ? 700 : 600} c={colour} style={{ fontVariantNumeric: 'tabular-nums' }}
      data-balance={grams < 0 ? 'deficit' : 'surplus'}>
      {signed(gramsToTonnes(grams), 1)}
    </Text>
  );
}

/** The global warming potentials the intensities use (AR4: CH4 25, N2O 298; AR5: 28, 265). */
export function GwpBadge({ gwp }: { gwp: 'AR4' | 'AR5' }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t(`emissions.fueleu.gwp.${gwp}`)}>
      <Badge size="lg" variant="outline" color="gray" tt="none" radius="sm" mb={6}>{t('emissions.fueleu.gwp.label', { gwp })}</Badge>
    </Tooltip>
  );
}
