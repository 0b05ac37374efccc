/**
 * /eeoi-calculator: the EEOI of voyages typed in by hand (fuel per category, cargo carried, distance) and of all of them
 * together as a ratio of sums, computed by POST /emissions/eeoi/calculate (MEPC.1/Circ.684).
 */
import { ActionIcon, Badge, Button, Grid, Group, NumberInput, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { useNumberInputFormat } from '../shared/number-input-format.js';
import { Icon } from '../../../shell/Icon.js';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type EeoiCalculateRequest, type EeoiFigureDto } from '../emissions-api.js';
import { areFuelRowsValid, FuelRowsInput, newFuelRow, toFuelMass, type FuelRow } from '../shared/FuelRowsInput.js';
import { ErrorAlert, FigureTile, useCalculation, useFixedFormat, useNamedList, useUnits } from './report-support.js';
import { isNonNegativeNumber, isPositiveNumber, typedNumber } from '../shared/typed-number.js';

interface VoyageInput {
  key: number;
  name: string;
  cargo: number | string;
  distance: number | string;
  fuel: FuelRow[];
}

let nextKey = 1;
const newVoyage = (): VoyageInput => ({ key: nextKey++, name: '', cargo: '', distance: '', fuel: [newFuelRow()] });
const isVoyageValid = (v: VoyageInput) => isNonNegativeNumber(v.cargo) && isPositiveNumber(v.distance) && areFuelRowsValid(v.fuel);

export function EeoiCalculatorScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const number = useFixedFormat();
  const units = useUnits();
  const separators = useNumberInputFormat();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const fuels = useNamedList(calls.fuels);
  const [voyages, setVoyages] = useState<VoyageInput[]>(() => [newVoyage()]);
  const calculation = useCalculation(calls.eeoiCalculate);
  const update = (key: number, change: Partial<VoyageInput>) => setVoyages((list) => list.map((v) => (v.key === key ? { ...v, ...change } : v)));

  const request: EeoiCalculateRequest | null = voyages.every(isVoyageValid)
    ? { voyages: voyages.map((v) => ({ ...(v.name.trim() ? { name: v.name.trim() } : {}), fuel: toFuelMass(v.fuel), cargo: typedNumber(v.cargo)!, distanceNm: typedNumber(v.distance)! })) }
    : null;
  const answer = calculation.answer;
  const isStale = answer !== null && JSON.stringify(answer.request) !== JSON.stringify(request);
  const voyageName = (name: string | undefined, i: number) => name || t('emissions.eeoi.calculator.voyageN', { n: i + 1 });
  const eeoiCell = (figure: EeoiFigureDto) => (figure.value === null
    ? <Group gap={6} justify="flex-end" wrap="nowrap"><Badge size="sm" variant="outline" color="gray" tt="none">{t('emissions.eeoi.ballast')}</Badge><span>—</span></Group>
    : number(figure.value, 2));

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.eeoi.calculator.title')} subtitle={t('emissions.eeoi.calculator.subtitle')} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="sm" component="form" aria-label={t('emissions.eeoi.calculator.inputs')}
            onSubmit={(e) => { e.preventDefault(); if (request) void calculation.run(request); }}>
            {voyages.map((voyage, i) => (
              <Paper key={voyage.key} withBorder radius="md" p="md" role="group" aria-label={voyageName(voyage.name.trim(), i)}>
                <Stack gap="sm">
                  <Group gap="xs" wrap="nowrap" align="flex-end">
                    <TextInput style={{ flex: 1 }} label={t('emissions.eeoi.calculator.voyageName', { n: i + 1 })} value={voyage.name}
                      placeholder={t('emissions.eeoi.calculator.namePlaceholder')} onChange={(e) => update(voyage.key, { name: e.currentTarget.value })} />
                    <ActionIcon variant="subtle" color="gray" size="lg" mb={2} disabled={voyages.length === 1}
                      aria-label={t('emissions.eeoi.calculator.removeVoyage', { n: i + 1 })} title={t('emissions.eeoi.calculator.removeVoyageShort')}
                      onClick={() => setVoyages((list) => list.filter((v) => v.key !== voyage.key))}>
                      <Icon name="x" size={16} />
                    </ActionIcon>
                  </Group>
                  <Group grow gap="sm" align="flex-start">
                    <NumberInput label={t('emissions.eeoi.calculator.cargo')} description={t('emissions.eeoi.calculator.cargoHint')} min={0} decimalScale={1}
                      {...separators} hideControls value={voyage.cargo} onChange={(cargo) => update(voyage.key, { cargo })} />
                    <NumberInput label={t('emissions.eeoi.calculator.distance')} description={'\u00a0'} min={0} decimalScale={1} {...separators} hideControls
                      value={voyage.distance} onChange={(distance) => update(voyage.key, { distance })} />
                  </Group>
                  <FuelRowsInput rows={voyage.fuel} onChange={(fuel) => update(voyage.key, { fuel })} fuels={fuels.options}
                    label={t('emissions.eeoi.calculator.fuelOf', { n: i + 1 })} />
                </Stack>
              </Paper>
            ))}
            <Group justify="space-between" align="center">
              <Button variant="default" onClick={() => setVoyages((list) => [...list, newVoyage()])}>{t('emissions.eeoi.calculator.addVoyage')}</Button>
              <Group gap="sm">
                {!request && <Text size="xs" c="dimmed">{t('emissions.eeoi.calculator.incomplete')}</Text>}
                <Button type="submit" disabled={!request} loading={calculation.isBusy}>{t('emissions.eeoi.calculator.calculate')}</Button>
              </Group>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="sm" aria-live="polite">
            <ErrorAlert title={t('emissions.eeoi.calculator.failed')} error={calculation.error} />
            {answer ? (
              <Stack gap="sm" style={isStale ? { opacity: 0.55 } : undefined}>
                <FigureTile label={t('emissions.eeoi.calculator.total')} value={number(answer.response.total.value, 2)} unit={units.eeoi('t')}
                  note={t('emissions.eeoi.calculator.totalNote', { co2: number(answer.response.total.co2T, 2), work: number(answer.response.total.transportWork, 0) })} />
                <Table withTableBorder striped aria-label={t('emissions.eeoi.calculator.results')} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('emissions.eeoi.calculator.columns.voyage')}</Table.Th>
                      <Table.Th ta="right">{t('emissions.eeoi.calculator.columns.co2')}</Table.Th>
                      <Table.Th ta="right">{t('emissions.eeoi.calculator.columns.work')}</Table.Th>
                      <Table.Th ta="right">{t('emissions.eeoi.calculator.columns.eeoi')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.response.voyages.map((figure, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{voyageName(answer.request.voyages[i]?.name, i)}</Table.Td>
                        <Table.Td ta="right">{number(figure.co2T, 2)}</Table.Td>
                        <Table.Td ta="right">{number(figure.transportWork, 0)}</Table.Td>
                        <Table.Td ta="right">{eeoiCell(figure)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr fw={600}>
                      <Table.Td>{t('emissions.eeoi.calculator.allVoyages')}</Table.Td>
                      <Table.Td ta="right">{number(answer.response.total.co2T, 2)}</Table.Td>
                      <Table.Td ta="right">{number(answer.response.total.transportWork, 0)}</Table.Td>
                      <Table.Td ta="right">{eeoiCell(answer.response.total)}</Table.Td>
                    </Table.Tr>
                  </Table.Tfoot>
                </Table>
              </Stack>
            ) : (
              !calculation.error && <Paper withBorder radius="md" p="md"><Text size="sm" c="dimmed">{t('emissions.eeoi.calculator.empty')}</Text></Paper>
            )}
            {isStale && <Text size="sm" c="orange.8">{t('emissions.eeoi.calculator.stale')}</Text>}
            <Text size="sm" c="dimmed">{t('emissions.eeoi.calculator.formula')}</Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
