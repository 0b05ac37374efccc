/**
 * /cii-deviation-calculator: a ship's year with its CII corrections and voyage adjustments (MEPC.355(78), G5) — legs
 * excluded as adjustment periods with their reason, and fuel for cargo-related consumers deducted — uncorrected and
 * corrected side by side. Needs CII_VRT_DEVIATION_EXCLUSIONS; the server checks.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { Icon } from '../../../shell/Icon.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type CiiDeviationRequest, type CiiDeviationResponse } from '../emissions-api.js';
import { ShipSelect, YearSelect } from '../shared/EmissionsFilters.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { numberProblem } from './cii-inputs.js';
import { CallProblem, Section } from './CiiFigures.js';
import { DeviationComparison } from './DeviationComparison.js';
import { correctionFields, CorrectionsInput, type CorrectionRow } from './CorrectionsInput.js';
import { ExclusionsTable, type Exclusions } from './ExclusionsTable.js';
import { typedNumber } from '../shared/typed-number.js';

function bodyOf(unitId: string, year: number, exclusions: Exclusions, corrections: CorrectionRow[]): CiiDeviationRequest {
  return {
    unitId, year,
    excludedLegs: Object.entries(exclusions).map(([legId, reason]) => ({ legId, reason: reason! })),
    corrections: corrections.flatMap((row) => {
      const amounts = Object.fromEntries(correctionFields.flatMap((f) => (typedNumber(row[f]) ? [[f, typedNumber(row[f])]] : [])));
      return Object.keys(amounts).length ? [{ fuel: row.fuel, ...amounts }] : [];
    }),
  };
}

export function CiiDeviationScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const ships = useLoadingStatus(() => calls.ships());
  const years = useLoadingStatus(() => calls.ciiOverview());
  const ports = useLoadingStatus(() => calls.ports());
  const portName = useMemo(() => {
    const names = new Map((ports.value ?? []).map((p) => [p.value, p.label]));
    return (code: string) => names.get(code) ?? code;
  }, [ports.value]);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const [exclusions, setExclusions] = useState<Exclusions>({});
  const [corrections, setCorrections] = useState<CorrectionRow[]>([]);
  const [isChecked, setChecked] = useState(false);
  const [answer, setAnswer] = useState<CiiDeviationResponse | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const shownYear = year ?? years.value?.year ?? null;

  const send = async (body: CiiDeviationRequest) => {
    setBusy(true);
    setFailure(null);
    try {
      setAnswer(await calls.ciiDeviation(body));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  // A new ship or year: its legs and uncorrected figures, nothing excluded or corrected yet.
  useEffect(() => {
    setAnswer(null);
    setExclusions({});
    setCorrections([]);
    setChecked(false);
    if (unitId && shownYear) void send({ unitId, year: shownYear, excludedLegs: [], corrections: [] });
  }, [unitId, shownYear]); // eslint-disable-line react-hooks/exhaustive-deps

  // One correction row per fuel burnt in the year's legs.
  const legFuels = useMemo(() => [...new Set((answer?.legs ?? []).flatMap((l) => l.fuel.map((f) => f.fuel)))].sort(), [answer?.legs]);
  useEffect(() => {
    setCorrections((rows) => legFuels.map((fuel) => rows.find((r) => r.fuel === fuel) ?? { fuel, electricalT: '', boilerT: '', othersT: '', transferT: '' }));
  }, [legFuels]);

  const reasonMissing = Object.values(exclusions).some((r) => !r);
  const correctionProblems = corrections.map((row) => Object.fromEntries(correctionFields.map((f) => [f, numberProblem(row[f], { required: false }) ?? undefined])));
  const hasProblem = reasonMissing || correctionProblems.some((p) => Object.values(p).some(Boolean));
  const recalculate = () => {
    setChecked(true);
    if (hasProblem || !unitId || !shownYear) return;
    void send(bodyOf(unitId, shownYear, exclusions, corrections));
  };

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.cii.deviation.title')} subtitle={t('emissions.cii.deviation.subtitle')}>
        <ShipSelect ships={ships.value ?? []} value={unitId} onChange={setUnitId} />
        <YearSelect years={years.value?.years ?? []} value={shownYear} onChange={setYear} />
      </ScreenHeader>
      <Alert variant="light" color="blue" icon={<Icon name="book" />} p="xs">
        <Text size="sm">{t('emissions.cii.deviation.regulation')}</Text>
      </Alert>
      {ships.status === 'Error' && <CallProblem error={ships.error} />}
      <CallProblem error={failure} title={t('emissions.cii.deviation.failed')} onClose={() => setFailure(null)} />
      {!unitId && <Text size="sm" c="dimmed">{t('emissions.cii.deviation.chooseShip')}</Text>}
      {unitId && answer && (
        <>
          <FigureProblemText problem={answer.problem} />
          <Section title={t('emissions.cii.deviation.legs', { count: answer.legs.length })}>
            <ExclusionsTable legs={answer.legs} exclusions={exclusions} onChange={setExclusions} showErrors={isChecked} fetching={isBusy} portName={portName} />
          </Section>
          <Section title={t('emissions.cii.deviation.corrections')}>
            <Text size="xs" c="dimmed">{t('emissions.cii.deviation.correctionsHint')}</Text>
            <CorrectionsInput rows={corrections} onChange={setCorrections} errors={isChecked ? correctionProblems : []} />
          </Section>
          <Group justify="flex-end">
            {isChecked && hasProblem && <Text size="sm" c="red" role="alert">{t('emissions.cii.deviation.fixInputs')}</Text>}
            <Button onClick={recalculate} loading={isBusy}>{t('emissions.cii.deviation.recalculate')}</Button>
          </Group>
          <DeviationComparison answer={answer} />
        </>
      )}
      {unitId && !answer && isBusy && <Text size="sm" c="dimmed">{t('emissions.cii.loading')}</Text>}
    </Stack>
  );
}
