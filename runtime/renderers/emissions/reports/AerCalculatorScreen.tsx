/**
 * /aer-calculator: AER (deadweight) or cgDIST (gross tonnage) of figures typed in by hand — capacity, distance and fuel
 * burnt per category — computed by POST /emissions/aer/calculate (MEPC.352(78)).
 */
import { Button, Grid, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberInputFormat } from '../shared/number-input-format.js';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type AerCalculateRequest, type CapacityKind } from '../emissions-api.js';
import { useNumberFormat } from '../shared/format.js';
import { areFuelRowsValid, FuelRowsInput, newFuelRow, toFuelMass, type FuelRow } from '../shared/FuelRowsInput.js';
import { ErrorAlert, FigureTile, useCalculation, useFixedFormat, useNamedList, useUnits } from './report-support.js';
import { isPositiveNumber, typedNumber } from '../shared/typed-number.js';

export function AerCalculatorScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const number = useFixedFormat();
  const loose = useNumberFormat();
  const units = useUnits();
  const separators = useNumberInputFormat();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const fuels = useNamedList(calls.fuels);
  const [kind, setKind] = useState<CapacityKind>('DWT');
  const [capacity, setCapacity] = useState<number | string>('');
  const [distance, setDistance] = useState<number | string>('');
  const [rows, setRows] = useState<FuelRow[]>(() => [newFuelRow()]);
  const calculation = useCalculation(calls.aerCalculate);

  const request: AerCalculateRequest | null = isPositiveNumber(capacity) && isPositiveNumber(distance) && areFuelRowsValid(rows)
    ? { capacityKind: kind, capacity: typedNumber(capacity)!, distanceNm: typedNumber(distance)!, fuel: toFuelMass(rows) }
    : null;
  const answer = calculation.answer;
  const isStale = answer !== null && JSON.stringify(answer.request) !== JSON.stringify(request);
  const indicator = (k: CapacityKind) => t(k === 'GT' ? 'emissions.aer.cgDist' : 'emissions.aer.aer');

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.aer.calculator.title')} subtitle={t('emissions.aer.calculator.subtitle')} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md" component="form" aria-label={t('emissions.aer.calculator.inputs')}
            onSubmit={(e) => { e.preventDefault(); if (request) void calculation.run(request); }}>
            <Stack gap="sm">
              <Stack gap={4}>
                <Text size="sm" fw={500} id="aer-capacity-kind">{t('emissions.aer.calculator.capacityKind')}</Text>
                <SegmentedControl aria-labelledby="aer-capacity-kind" value={kind} onChange={(v) => setKind(v as CapacityKind)}
                  data={[{ value: 'DWT', label: t('emissions.aer.calculator.kindDwt') }, { value: 'GT', label: t('emissions.aer.calculator.kindGt') }]} />
              </Stack>
              <Group grow gap="sm" align="flex-start">
                <NumberInput label={t(kind === 'GT' ? 'emissions.aer.calculator.gt' : 'emissions.aer.calculator.dwt')} min={0} decimalScale={0}
                  {...separators} hideControls value={capacity} onChange={setCapacity} />
                <NumberInput label={t('emissions.aer.calculator.distance')} min={0} decimalScale={1} {...separators} hideControls
                  value={distance} onChange={setDistance} />
              </Group>
              <FuelRowsInput rows={rows} onChange={setRows} fuels={fuels.options} />
              <Group justify="space-between" align="center">
                <Text size="xs" c="dimmed">{request ? '\u00a0' : t('emissions.aer.calculator.incomplete')}</Text>
                <Button type="submit" disabled={!request} loading={calculation.isBusy}>{t('emissions.aer.calculator.calculate')}</Button>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm" aria-live="polite">
            <ErrorAlert title={t('emissions.aer.calculator.failed')} error={calculation.error} />
            {answer ? (
              <Stack gap="sm" style={isStale ? { opacity: 0.55 } : undefined}>
                <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="sm">
                  <FigureTile label={indicator(answer.response.capacityKind)} value={number(answer.response.value, 2)} unit={units.aer(answer.response.capacityKind)} />
                  <FigureTile label={t('emissions.aer.calculator.co2')} value={number(answer.response.co2T, 2)} unit={t('emissions.aer.units.tonnes')} />
                </SimpleGrid>
                <Text size="sm" c="dimmed">
                  {t('emissions.aer.calculator.basis', {
                    capacity: loose(answer.request.capacity, 0),
                    kind: answer.request.capacityKind === 'GT' ? 'GT' : t('emissions.aer.calculator.dwtShort'),
                    distance: loose(answer.request.distanceNm, 1),
                    fuel: loose(answer.request.fuel.reduce((s, f) => s + f.massT, 0), 3),
                  })}
                </Text>
              </Stack>
            ) : (
              !calculation.error && <Paper withBorder radius="md" p="md"><Text size="sm" c="dimmed">{t('emissions.aer.calculator.empty')}</Text></Paper>
            )}
            {isStale && <Text size="sm" c="orange.8">{t('emissions.aer.calculator.stale')}</Text>}
            <Text size="sm" c="dimmed">{t(kind === 'GT' ? 'emissions.aer.calculator.formulaGt' : 'emissions.aer.calculator.formulaDwt')}</Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
