/** The ship's GHG intensity as well-to-tank plus tank-to-wake, on one scale with the year's target marked on it. */
import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../shared/format.js';

export function IntensityBar({ wtt, ttw, total, target }: { wtt: number | null; ttw: number | null; total: number | null; target: number }) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const scale = Math.max(target, total ?? 0) * 1.12;
  const pct = (v: number) => (v / scale) * 100;
  const isAbove = total !== null && total > target;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline">
        <Text size="sm" c="dimmed">{t('emissions.fueleu.dashboard.actual')}</Text>
        <Text fw={700} fz="lg" c={total === null ? undefined : isAbove ? 'red.7' : 'teal.7'}>{`${number(total, 2)} ${t('emissions.fueleu.units.intensity')}`}</Text>
      </Group>
      <Box pos="relative" pt={4} pb={22}>
        <Progress.Root size={26} radius="sm" aria-label={t('emissions.fueleu.dashboard.intensitySplit', { wtt: number(wtt, 2), ttw: number(ttw, 2) })}>
          {wtt !== null && (
            <Progress.Section value={pct(wtt)} color="indigo.4"><Progress.Label>{t('emissions.fueleu.dashboard.wtt')}</Progress.Label></Progress.Section>
          )}
          {ttw !== null && (
            <Progress.Section value={pct(ttw)} color={isAbove ? 'red.6' : 'teal.6'}><Progress.Label>{t('emissions.fueleu.dashboard.ttw')}</Progress.Label></Progress.Section>
          )}
        </Progress.Root>
        <Box pos="absolute" top={0} bottom={18} w={2} bg="dark.6" style={{ left: `${pct(target)}%` }} aria-hidden />
        <Text pos="absolute" bottom={0} size="xs" fw={600} style={{ left: `${pct(target)}%`, transform: 'translateX(-50%)', whiteSpace: 'nowrap' }}>
          {t('emissions.fueleu.dashboard.targetMark', { target: number(target, 2) })}
        </Text>
      </Box>
      <Group gap="lg">
        <Text size="sm"><Text span c="indigo.6" fw={700}>■ </Text>{t('emissions.fueleu.dashboard.wttValue', { value: number(wtt, 2) })}</Text>
        <Text size="sm"><Text span c={isAbove ? 'red.6' : 'teal.6'} fw={700}>■ </Text>{t('emissions.fueleu.dashboard.ttwValue', { value: number(ttw, 2) })}</Text>
      </Group>
    </Stack>
  );
}
