/**
 * The editor's test run: the algorithm as edited on one of the user's ships over a period (the last 24 hours at first),
 * run by the server's sandbox; nothing is stored. Problems of the algorithm are shown at its fields by the editor.
 */
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../runtime/shell/Icon.js';
import { fromUtcInput, toUtcInput } from '../../runtime/widgets/UtcDateTimeWidget.js';
import { DesignerIcon } from '../DesignerIcon.js';
import type { AlgorithmApi, ListOption, TestRunAnswer } from './algorithm-api.js';
import { bodyOf, type AlgorithmDraft } from './algorithm-draft.js';
import { fieldErrorsOf, type FieldErrors } from './field-errors.js';
import { lastHours, periodPresets, type RunPeriod } from './test-run-period.js';
import { TestRunResult } from './TestRunResult.js';

export interface TestRunPanelProps {
  api: AlgorithmApi;
  draft: AlgorithmDraft;
  ships: readonly ListOption[];
  /** The algorithm's problems the run was refused for, to be shown at its fields (`/outputTags/0`). */
  onAlgorithmErrors(errors: FieldErrors): void;
}

export function TestRunPanel({ api, draft, ships, onAlgorithmErrors }: TestRunPanelProps) {
  const { t } = useTranslation();
  const [unitId, setUnitId] = useState<string | null>(null);
  const [period, setPeriod] = useState<RunPeriod>(() => lastHours(24));
  const [isRunning, setRunning] = useState(false);
  const [answer, setAnswer] = useState<TestRunAnswer>();
  const [refusal, setRefusal] = useState<string>();
  const [requestErrors, setRequestErrors] = useState<FieldErrors>({});
  const ship = unitId ?? ships[0]?.value ?? null;

  const run = async () => {
    if (!ship) return;
    setRunning(true);
    setRefusal(undefined);
    setRequestErrors({});
    onAlgorithmErrors({});
    try {
      setAnswer(await api.testRun({ code: draft.code.trim() || undefined, algorithm: bodyOf(draft), unitId: ship, from: period.from, to: period.to }));
    } catch (error) {
      setAnswer(undefined);
      const algorithmErrors = fieldErrorsOf(error, '/requestValue/algorithm');
      onAlgorithmErrors(algorithmErrors);
      setRequestErrors(fieldErrorsOf(error, '/requestValue'));
      const hasAlgorithmErrors = Object.keys(algorithmErrors).length > 0;
      setRefusal(hasAlgorithmErrors ? t('algorithmEditor.testRun.invalidAlgorithm') : (error as Error).message);
    } finally {
      setRunning(false);
    }
  };

  const setBound = (bound: keyof RunPeriod, text: string) => {
    const instant = fromUtcInput(text);
    if (instant) setPeriod((p) => ({ ...p, [bound]: instant }));
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('algorithmEditor.testRun.ship')} data={[...ships]} value={ship} allowDeselect={false} searchable
          nothingFoundMessage={t('algorithmEditor.testRun.noShips')} error={requestErrors['/unitId']} onChange={setUnitId}
        />
        <TextInput
          type="datetime-local" label={t('algorithmEditor.testRun.from')} value={toUtcInput(period.from)} error={requestErrors['/from']}
          rightSection={<Text size="xs" c="dimmed">UTC</Text>} rightSectionWidth={44} onChange={(e) => setBound('from', e.currentTarget.value)}
        />
        <TextInput
          type="datetime-local" label={t('algorithmEditor.testRun.to')} value={toUtcInput(period.to)} error={requestErrors['/to']}
          rightSection={<Text size="xs" c="dimmed">UTC</Text>} rightSectionWidth={44} onChange={(e) => setBound('to', e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group gap="xs" wrap="wrap">
        {periodPresets.map((hours) => (
          <Button key={hours} size="xs" variant="default" onClick={() => setPeriod(lastHours(hours))}>
            {t(`algorithmEditor.testRun.preset.${hours}`)}
          </Button>
        ))}
        <Button ml="auto" leftSection={<DesignerIcon name="send" size={16} />} loading={isRunning} disabled={!ship} onClick={() => void run()}>
          {t('algorithmEditor.testRun.run')}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('algorithmEditor.testRun.refused')} role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{refusal}</Text>
        </Alert>
      )}
      {answer && <TestRunResult answer={answer} />}
    </Stack>
  );
}
