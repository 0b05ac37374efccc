/**
 * /cii-simulator: a ship's CII so far this year and a what-if for the rest of it (days at sea, mean speed, fuel per
 * day, fuel type) — the projected year-end rating, and the most the rest of the year may reach to keep C or better.
 */
import { Alert, Button, Grid, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { Icon } from '../../../shell/Icon.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type CiiShipYear, type CiiSimulateRequest, type CiiSimulateResponse } from '../emissions-api.js';
import { ShipSelect, YearSelect } from '../shared/EmissionsFilters.js';
import { useNumberFormat } from '../shared/format.js';
import { numberProblem } from './cii-inputs.js';
import { useFuelOptions } from './fuel-options.js';
import { CallProblem, Section } from './CiiFigures.js';
import { CiiSimulation } from './CiiSimulation.js';
import { CiiToDate } from './CiiToDate.js';
import { useNumberInputFormat } from '../shared/number-input-format.js';
import { typedNumber, type FieldValue } from '../shared/typed-number.js';

interface Plan {
  daysAtSea: FieldValue;
  speedKn: FieldValue;
  fuelPerDayT: FieldValue;
  fuel: string | null;
}
type PlanErrors = Partial<Record<keyof Plan, string>>;

const dayMs = 86_400_000;

/** Whole days left in the year after the last day the legs cover (the whole year without legs). */
export function daysLeftIn(year: number, lastDay: string | null): number {
  const end = Date.UTC(year + 1, 0, 1);
  const start = lastDay ? Math.max(Date.UTC(year, 0, 1), Date.parse(lastDay)) : Date.UTC(year, 0, 1);
  return Math.max(0, Math.floor((end - start) / dayMs));
}

function checkPlan(plan: Plan, daysLeft: number): { errors: PlanErrors; values?: { key: string; values: Record<string, number> } } | null {
  const errors: PlanErrors = {
    daysAtSea: numberProblem(plan.daysAtSea) ?? undefined,
    speedKn: numberProblem(plan.speedKn, { positive: (typedNumber(plan.daysAtSea) ?? 0) > 0 }) ?? undefined,
    fuelPerDayT: numberProblem(plan.fuelPerDayT) ?? undefined,
    fuel: plan.fuel ? undefined : 'emissions.cii.errors.chooseFuel',
  };
  if (!errors.daysAtSea && (typedNumber(plan.daysAtSea) ?? 0) > daysLeft) errors.daysAtSea = 'emissions.cii.errors.tooManyDays';
  if (!errors.speedKn && (typedNumber(plan.speedKn) ?? 0) > 40) errors.speedKn = 'emissions.cii.errors.tooFast';
  return Object.values(errors).some(Boolean) ? { errors } : null;
}

/** The fuel the ship burnt most of so far: the likely fuel of the rest of the year. */
const mainFuelOf = (ship: CiiShipYear | undefined) => [...(ship?.fuel ?? [])].sort((a, b) => b.massT - a.massT)[0]?.fuel ?? null;

export function CiiSimulatorScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const separators = useNumberInputFormat();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const [params, setParams] = useSearchParams();
  const unitId = params.get('unitId');
  const year = Number(params.get('year')) || undefined;
  const ships = useLoadingStatus(() => calls.ships());
  const toDate = useLoadingStatus(() => calls.ciiOverview(year, unitId ?? undefined), { immediate: false });
  const [plan, setPlan] = useState<Plan>({ daysAtSea: '', speedKn: '', fuelPerDayT: '', fuel: null });
  const [errors, setErrors] = useState<PlanErrors | null>(null);
  const [result, setResult] = useState<CiiSimulateResponse | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const fuels = useFuelOptions(client);

  useEffect(() => {
    setResult(null);
    setFailure(null);
    if (unitId) void toDate.load();
  }, [unitId, year]); // eslint-disable-line react-hooks/exhaustive-deps

  const ship = toDate.value?.ships.find((s) => s.unitId === unitId);
  const shownYear = year ?? toDate.value?.year ?? null;
  const daysLeft = shownYear ? daysLeftIn(shownYear, ship?.to ?? null) : 366;
  useEffect(() => {
    const fuel = mainFuelOf(ship);
    if (fuel && !plan.fuel) setPlan((p) => ({ ...p, fuel }));
  }, [ship]); // eslint-disable-line react-hooks/exhaustive-deps

  const select = (next: { unitId?: string | null; year?: number }) => {
    const values = { unitId: next.unitId !== undefined ? next.unitId : unitId, year: next.year ?? year };
    setParams(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined).map(([k, v]) => [k, String(v)])), { replace: true });
  };
  const change = (patch: Partial<Plan>) => {
    const next = { ...plan, ...patch };
    setPlan(next);
    if (errors) setErrors(checkPlan(next, daysLeft)?.errors ?? null);
  };

  const simulate = async () => {
    const found = checkPlan(plan, daysLeft)?.errors ?? null;
    setErrors(found);
    if (found || !unitId || !shownYear) return;
    const body: CiiSimulateRequest = {
      unitId, year: shownYear,
      restOfYear: { daysAtSea: typedNumber(plan.daysAtSea)!, speedKn: typedNumber(plan.speedKn) ?? 0, fuelPerDayT: typedNumber(plan.fuelPerDayT)!, fuel: plan.fuel! },
    };
    setBusy(true);
    setFailure(null);
    try {
      setResult(await calls.ciiSimulate(body));
    } catch (error) {
      setFailure(error);
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  const error = (key: keyof Plan) => (errors?.[key] ? t(errors[key]!, { days: daysLeft, year: shownYear }) : undefined);
  const plannedNm = (typedNumber(plan.daysAtSea) ?? 0) * 24 * (typedNumber(plan.speedKn) ?? 0);

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.cii.simulator.title')} subtitle={t('emissions.cii.simulator.subtitle')}>
        <ShipSelect ships={ships.value ?? []} value={unitId} onChange={(id) => select({ unitId: id })} />
        <YearSelect years={toDate.value?.years ?? []} value={shownYear} onChange={(y) => select({ year: y })} />
      </ScreenHeader>
      {ships.status === 'Error' && <CallProblem error={ships.error} />}
      {toDate.status === 'Error' && <CallProblem error={toDate.error} title={t('emissions.cii.simulator.toDateFailed')} />}
      {!unitId ? (
        <Alert variant="light" color="blue" icon={<Icon name="ship" />}>{t('emissions.cii.simulator.chooseShip')}</Alert>
      ) : (
        <>
          <Section title={t('emissions.cii.toDate.title', { year: shownYear ?? '' })}>
            {ship ? <CiiToDate ship={ship} /> : <Text size="sm" c="dimmed">{toDate.status === 'Loading' ? t('emissions.cii.loading') : t('emissions.cii.simulator.noFigures')}</Text>}
          </Section>
          <Grid gap="md" align="flex-start">
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Section title={t('emissions.cii.simulator.restOfYear')}>
                <form onSubmit={(e) => { e.preventDefault(); void simulate(); }} noValidate>
                  <Stack gap="sm">
                    <Text size="xs" c="dimmed">{t('emissions.cii.simulator.daysLeft', { days: daysLeft, year: shownYear })}</Text>
                    <NumberInput {...separators} label={t('emissions.cii.simulator.daysAtSea')} value={plan.daysAtSea} onChange={(daysAtSea) => change({ daysAtSea })}
                      hideControls decimalScale={1} required error={error('daysAtSea')} rightSection={<Text size="xs" c="dimmed">{t('emissions.cii.days')}</Text>} rightSectionWidth={48} />
                    <NumberInput {...separators} label={t('emissions.cii.simulator.speed')} value={plan.speedKn} onChange={(speedKn) => change({ speedKn })}
                      hideControls decimalScale={1} required error={error('speedKn')} rightSection={<Text size="xs" c="dimmed">{t('emissions.cii.units.kn')}</Text>} />
                    <NumberInput {...separators} label={t('emissions.cii.simulator.fuelPerDay')} value={plan.fuelPerDayT} onChange={(fuelPerDayT) => change({ fuelPerDayT })}
                      hideControls decimalScale={2} required error={error('fuelPerDayT')} rightSection={<Text size="xs" c="dimmed">{t('emissions.cii.units.t')}</Text>} />
                    <Select label={t('emissions.cii.simulator.fuel')} data={fuels.options} value={plan.fuel} onChange={(fuel) => change({ fuel })}
                      searchable required error={error('fuel')} placeholder={t('emissions.cii.chooseFuel')} />
                    <Text size="xs" c="dimmed" aria-live="polite">{plannedNm > 0 ? t('emissions.cii.simulator.plannedDistance', { distance: format(plannedNm, 0) }) : '\u00a0'}</Text>
                    <Group justify="flex-end">
                      <Button type="submit" loading={isBusy} disabled={!ship}>{t('emissions.cii.simulator.simulate')}</Button>
                    </Group>
                  </Stack>
                </form>
              </Section>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack gap="md">
                <CallProblem error={failure} title={t('emissions.cii.simulator.failed')} onClose={() => setFailure(null)} />
                {result ? <CiiSimulation result={result} /> : (
                  <Section title={t('emissions.cii.simulator.projection')}>
                    <Text size="sm" c="dimmed">{t('emissions.cii.simulator.hint')}</Text>
                  </Section>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
