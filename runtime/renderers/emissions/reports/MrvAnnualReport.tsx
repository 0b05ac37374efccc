/**
 * The annual part of the EU MRV report (Reg. (EU) 2015/757 Art. 10 as amended by 2023/957): fuel per type, greenhouse
 * gases in total and split by the four EU scopes, distance, time at sea, transport work and the average energy efficiency.
 */
import { Alert, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MrvAnnualDto } from '../emissions-api.js';
import { FigureTile, useFixedFormat, useUnits, type CargoUnit } from './report-support.js';

export const mrvSplits = ['INTRA_EU', 'FROM_EU', 'TO_EU', 'AT_BERTH_EU'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={title}>
      <Title order={2} size="h5" mb="sm">{title}</Title>
      {children}
    </Paper>
  );
}

export function MrvAnnualReport({ annual, cargoUnit, fuelName }: { annual: MrvAnnualDto; cargoUnit: CargoUnit; fuelName: (code: string) => string }) {
  const { t } = useTranslation();
  const number = useFixedFormat();
  const units = useUnits();
  const tonnes = t('emissions.aer.units.tonnes');
  const efficiency = annual.efficiency;
  const split = new Map(annual.bySplit.map((s) => [s.split, s]));
  const totalFuel = annual.fuelByType.reduce((s, f) => s + f.totalT, 0);
  const splitTotal = (gas: 'co2T' | 'ch4T' | 'n2oT' | 'co2eT') => annual.bySplit.reduce((s, row) => s + row[gas], 0);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <FigureTile label={t('emissions.mrv.totals.co2')} value={number(annual.total.co2T, 2)} unit={tonnes} />
        <FigureTile label={t('emissions.mrv.totals.ch4')} value={number(annual.total.ch4T, 3)} unit={tonnes} />
        <FigureTile label={t('emissions.mrv.totals.n2o')} value={number(annual.total.n2oT, 3)} unit={tonnes} />
        <FigureTile label={t('emissions.mrv.totals.co2e')} value={number(annual.total.co2eT, 2)} unit={tonnes} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Section title={t('emissions.mrv.fuel.title')}>
          <Table striped withTableBorder fz="sm" aria-label={t('emissions.mrv.fuel.title')}>
            <Table.Thead>
              <Table.Tr><Table.Th>{t('emissions.mrv.fuel.type')}</Table.Th><Table.Th ta="right">{t('emissions.mrv.fuel.consumed')}</Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {annual.fuelByType.length === 0 && <Table.Tr><Table.Td colSpan={2} c="dimmed">{t('emissions.mrv.fuel.none')}</Table.Td></Table.Tr>}
              {annual.fuelByType.map((f) => (
                <Table.Tr key={f.fuel}><Table.Td>{fuelName(f.fuel)}</Table.Td><Table.Td ta="right">{number(f.totalT, 2)}</Table.Td></Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr fw={600}><Table.Td>{t('emissions.mrv.fuel.total')}</Table.Td><Table.Td ta="right">{number(totalFuel, 2)}</Table.Td></Table.Tr>
            </Table.Tfoot>
          </Table>
          <Alert color="blue" variant="light" mt="sm" p="xs" title={t('emissions.mrv.fuel.ecaTitle')}>
            <Text size="xs">{t('emissions.mrv.fuel.ecaNotRecorded')}</Text>
          </Alert>
        </Section>
        <Section title={t('emissions.mrv.operation.title')}>
          <Table withTableBorder fz="sm" aria-label={t('emissions.mrv.operation.title')}>
            <Table.Tbody>
              <Table.Tr><Table.Td>{t('emissions.mrv.operation.distance')}</Table.Td><Table.Td ta="right">{number(annual.distanceNm, 1)}</Table.Td></Table.Tr>
              <Table.Tr><Table.Td>{t('emissions.mrv.operation.timeAtSea')}</Table.Td><Table.Td ta="right">{number(annual.timeAtSeaH, 1)}</Table.Td></Table.Tr>
              <Table.Tr>
                <Table.Td>{t('emissions.mrv.operation.transportWork', { unit: units.transportWork(cargoUnit) })}</Table.Td>
                <Table.Td ta="right">{number(annual.transportWork, 0)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={600} mt="md" mb={6}>{t('emissions.mrv.efficiency.title')}</Text>
          <Table withTableBorder fz="sm" aria-label={t('emissions.mrv.efficiency.title')}>
            <Table.Tbody>
              <Table.Tr><Table.Td>{t('emissions.mrv.efficiency.fuelPerDistance')}</Table.Td><Table.Td ta="right">{number(efficiency.fuelPerDistanceKgPerNm, 2)}</Table.Td></Table.Tr>
              <Table.Tr>
                <Table.Td>{t(`emissions.mrv.efficiency.fuelPerWork.${cargoUnit}`)}</Table.Td>
                <Table.Td ta="right">{number(efficiency.fuelPerTransportWorkGPerUnitNm, 2)}</Table.Td>
              </Table.Tr>
              <Table.Tr><Table.Td>{t('emissions.mrv.efficiency.co2ePerDistance')}</Table.Td><Table.Td ta="right">{number(efficiency.co2ePerDistanceKgPerNm, 2)}</Table.Td></Table.Tr>
              <Table.Tr>
                <Table.Td>{t(`emissions.mrv.efficiency.co2ePerWork.${cargoUnit}`)}</Table.Td>
                <Table.Td ta="right">{number(efficiency.co2ePerTransportWorkGPerUnitNm, 2)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Section>
      </SimpleGrid>
      <Section title={t('emissions.mrv.split.title')}>
        <Table striped withTableBorder fz="sm" aria-label={t('emissions.mrv.split.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('emissions.mrv.split.scope')}</Table.Th>
              <Table.Th ta="right">{t('emissions.mrv.split.co2')}</Table.Th>
              <Table.Th ta="right">{t('emissions.mrv.split.ch4')}</Table.Th>
              <Table.Th ta="right">{t('emissions.mrv.split.n2o')}</Table.Th>
              <Table.Th ta="right">{t('emissions.mrv.split.co2e')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mrvSplits.map((scope) => {
              const row = split.get(scope);
              return (
                <Table.Tr key={scope}>
                  <Table.Td>{t(`emissions.mrv.scopes.${scope}`)}</Table.Td>
                  <Table.Td ta="right">{number(row?.co2T ?? 0, 2)}</Table.Td>
                  <Table.Td ta="right">{number(row?.ch4T ?? 0, 3)}</Table.Td>
                  <Table.Td ta="right">{number(row?.n2oT ?? 0, 3)}</Table.Td>
                  <Table.Td ta="right">{number(row?.co2eT ?? 0, 2)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={600}>
              <Table.Td>{t('emissions.mrv.split.total')}</Table.Td>
              <Table.Td ta="right">{number(splitTotal('co2T'), 2)}</Table.Td>
              <Table.Td ta="right">{number(splitTotal('ch4T'), 3)}</Table.Td>
              <Table.Td ta="right">{number(splitTotal('n2oT'), 3)}</Table.Td>
              <Table.Td ta="right">{number(splitTotal('co2eT'), 2)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Section>
    </Stack>
  );
}
