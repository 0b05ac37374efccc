/**
 * /cii-calculator: the CII of any ship from typed-in figures (ship type, capacity, year, distance, fuel by type), its
 * rating with the bands, and the ship on its type's reference line (MARPOL Annex VI reg. 28; MEPC.352–354(78)).
 */
import { Button, Grid, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type CiiCalculateRequest, type CiiCalculateResponse } from '../emissions-api.js';
import { useNumberFormat } from '../shared/format.js';
import { capacityKindOf, ciiShipTypes, ciiYears, defaultCiiYear, numberProblem, shipTypeKey } from './cii-inputs.js';
import { CiiCurveChart } from './CiiCurveChart.js';
import { useFuelOptions } from './fuel-options.js';
import { AssessmentFigures, BandTable, CallProblem, Figure, RatingHeadline, Section } from './CiiFigures.js';
import { FuelRowsInput, newFuelRow, type FuelRow, type FuelRowErrors } from '../shared/FuelRowsInput.js';
import { useNumberInputFormat } from '../shared/number-input-format.js';
import { typedNumber, type FieldValue } from '../shared/typed-number.js';

interface Form {
  shipType: string | null;
  dwt: FieldValue;
  gt: FieldValue;
  year: number;
  distanceNm: FieldValue;
  fuel: FuelRow[];
}

type FormErrors = Partial<Record<'shipType' | 'dwt' | 'gt' | 'distanceNm' | 'fuel', string>> & { rows: FuelRowErrors[] };

/** Every problem of the form (locale keys), or null when it can be sent. */
function checkForm(form: Form): FormErrors | null {
  const kind = capacityKindOf(form.shipType);
  const errors: FormErrors = {
    shipType: form.shipType ? undefined : 'emissions.cii.errors.chooseShipType',
    dwt: numberProblem(form.dwt, { required: kind === 'DWT', positive: kind === 'DWT' }) ?? undefined,
    gt: numberProblem(form.gt, { required: kind === 'GT', positive: kind === 'GT' }) ?? undefined,
    distanceNm: numberProblem(form.distanceNm, { positive: true }) ?? undefined,
    rows: form.fuel.map((row) => ({ fuel: row.fuel ? undefined : 'emissions.cii.errors.chooseFuel', massT: numberProblem(row.massT) ?? undefined })),
  };
  if (form.fuel.every((row) => !typedNumber(row.massT))) errors.fuel = 'emissions.cii.errors.noFuel';
  const fuels = form.fuel.map((r) => r.fuel).filter(Boolean);
  if (new Set(fuels).size < fuels.length) errors.fuel = 'emissions.cii.errors.fuelTwice';
  const hasProblem = Object.entries(errors).some(([k, v]) => k !== 'rows' && v) || errors.rows.some((r) => r.fuel || r.massT);
  return hasProblem ? errors : null;
}

function requestOf(form: Form): CiiCalculateRequest {
  return {
    shipType: form.shipType!,
    ...(typedNumber(form.dwt) !== undefined ? { dwt: typedNumber(form.dwt) } : {}),
    ...(typedNumber(form.gt) !== undefined ? { gt: typedNumber(form.gt) } : {}),
    year: form.year,
    distanceNm: typedNumber(form.distanceNm)!,
    fuel: form.fuel.map((r) => ({ fuel: r.fuel!, massT: typedNumber(r.massT)! })),
  };
}

export function CiiCalculatorScreen({ client, screenTitle, now }: { client: ApiClient; screenTitle?: LocalText; now?: Date }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const separators = useNumberInputFormat();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const fuels = useFuelOptions(client);
  const [form, setForm] = useState<Form>(() => ({ shipType: null, dwt: '', gt: '', year: defaultCiiYear(now), distanceNm: '', fuel: [newFuelRow()] }));
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<{ response: CiiCalculateResponse; request: CiiCalculateRequest } | null>(null);
  const kind = capacityKindOf(form.shipType);

  const change = (patch: Partial<Form>) => {
    const next = { ...form, ...patch };
    setForm(next);
    // Once the user has tried to calculate, the marks follow the fields as they are corrected.
    if (errors) setErrors(checkForm(next));
  };

  const calculate = async () => {
    const found = checkForm(form);
    setErrors(found);
    if (found) return;
    setBusy(true);
    setFailure(null);
    try {
      const request = requestOf(form);
      setResult({ response: await calls.ciiCalculate(request), request });
    } catch (error) {
      setFailure(error);
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (key: keyof Omit<FormErrors, 'rows'>) => (errors?.[key] ? t(errors[key]!) : undefined);
  const shipTypes = ciiShipTypes.map((value) => ({ value, label: t(shipTypeKey(value)) }));
  const assessment = result?.response.assessment;
  const isStale = Boolean(result) && !checkForm(form) && JSON.stringify(requestOf(form)) !== JSON.stringify(result!.request);

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.cii.calculator.title')} subtitle={t('emissions.cii.calculator.subtitle')} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Section title={t('emissions.cii.calculator.inputs')}>
            <form onSubmit={(e) => { e.preventDefault(); void calculate(); }} noValidate>
              <Stack gap="sm">
                <Select label={t('emissions.cii.shipType')} placeholder={t('emissions.cii.chooseShipType')} data={shipTypes} value={form.shipType}
                  onChange={(shipType) => change({ shipType })} searchable required error={fieldError('shipType')} />
                <Group grow align="flex-start">
                  <NumberInput {...separators} label={t('emissions.cii.dwt')} value={form.dwt} onChange={(dwt) => change({ dwt })} hideControls
                    decimalScale={0} required={kind === 'DWT'} error={fieldError('dwt')} rightSection={<Text size="xs" c="dimmed">{t('emissions.cii.units.t')}</Text>}
                    placeholder={form.shipType && kind !== 'DWT' ? t('emissions.cii.notUsedForType') : undefined} />
                  <NumberInput {...separators} label={t('emissions.cii.gt')} value={form.gt} onChange={(gt) => change({ gt })} hideControls
                    decimalScale={0} required={kind === 'GT'} error={fieldError('gt')}
                    placeholder={form.shipType && kind !== 'GT' ? t('emissions.cii.notUsedForType') : undefined} />
                </Group>
                <Group grow align="flex-start">
                  <Select label={t('emissions.common.year')} data={ciiYears.map((y) => ({ value: String(y), label: String(y) }))} value={String(form.year)}
                    allowDeselect={false} onChange={(v) => v && change({ year: Number(v) })} />
                  <NumberInput {...separators} label={t('emissions.cii.distance')} value={form.distanceNm} onChange={(distanceNm) => change({ distanceNm })} hideControls
                    decimalScale={1} required error={fieldError('distanceNm')} rightSection={<Text size="xs" c="dimmed">{t('emissions.cii.units.nm')}</Text>} rightSectionWidth={44} />
                </Group>
                <FuelRowsInput rows={form.fuel} onChange={(fuel) => change({ fuel })} fuels={fuels.options} errors={errors?.rows} />
                {errors?.fuel && <Text size="xs" c="red" role="alert">{t(errors.fuel)}</Text>}
                {fuels.status === 'Error' && <CallProblem error={fuels.error} title={t('emissions.cii.fuelsFailed')} />}
                <Group justify="flex-end">
                  <Button type="submit" loading={isBusy}>{t('emissions.cii.calculate')}</Button>
                </Group>
              </Stack>
            </form>
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <CallProblem error={failure} title={t('emissions.cii.calculator.failed')} onClose={() => setFailure(null)} />
            {assessment ? (
              <Section title={t('emissions.cii.calculator.result', { year: assessment.year })}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
                  <RatingHeadline assessment={assessment} />
                  <Figure label={t('emissions.cii.co2')} value={format(assessment.co2T, 1)} unit={t('emissions.cii.units.t')} />
                </Group>
                {isStale && <Text size="sm" c="orange.8" role="status">{t('emissions.cii.calculator.stale')}</Text>}
                <AssessmentFigures assessment={assessment} />
                <BandTable assessment={assessment} />
              </Section>
            ) : (
              <Section title={t('emissions.cii.calculator.resultEmpty')}>
                <Text size="sm" c="dimmed">{t('emissions.cii.calculator.hint')}</Text>
              </Section>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {result && result.response.curve.length > 1 && (
        <Section title={t('emissions.cii.chart.title', { type: t(shipTypeKey(result.request.shipType)), year: result.response.assessment.year })}>
          <CiiCurveChart curve={result.response.curve} assessment={result.response.assessment} />
        </Section>
      )}
    </Stack>
  );
}
