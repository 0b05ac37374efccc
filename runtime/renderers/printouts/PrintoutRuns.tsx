/**
 * The printouts made so far of the chosen printout, newest first: when, by whom, in which language, with which
 * parameters (in words), the SHA-256 the server kept (shortened; the whole one in its title) and a download of the
 * very same PDF again.
 */
import { ActionIcon, Alert, Badge, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import type { LoadingState } from '../../shell/use-loading-status.js';
import type { ReferenceOption, ReferenceOptionsLoader } from '../../widgets/reference-options.js';
import { shipReference } from '../../widgets/ShipWidget.js';
import { downloadBlob } from '../crud/csv.js';
import { formatDateTime } from '../crud/display-value.js';
import { descriptorTextTranslator } from '../crud/form-schema.js';
import { parametersInWords } from './parameter-words.js';
import type { PrintoutApi, PrintoutDetail, PrintoutRunAnswer } from './printout-api.js';
import classes from './printouts.module.css';

export interface PrintoutRunsProps {
  calls: PrintoutApi;
  runs: LoadingState<PrintoutRunAnswer[]>;
  /** The printout's parameter schema, for the parameters' titles; until it is in, their names. */
  detail?: PrintoutDetail;
  loadOptions: ReferenceOptionsLoader;
}

/** How much of a SHA-256 the table shows. */
const shownHash = 12;

export function PrintoutRuns({ calls, runs, detail, loadOptions }: PrintoutRunsProps) {
  const { t, i18n } = useTranslation();
  const ships = useShips(loadOptions, Boolean(runs.value?.length));
  const [downloading, setDownloading] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const words = useMemo(() => {
    const translate = descriptorTextTranslator(i18n.language, (key) => i18n.t(key), (key) => i18n.exists(key));
    const names = new Map(ships.map((s) => [s.value, s.label]));
    return (run: PrintoutRunAnswer) => parametersInWords(run.parameters, {
      schema: detail?.parameters ?? {}, uiSchema: detail?.parametersUi ?? {}, translate,
      shipName: (id) => names.get(id), yesNo: (value) => t(value ? 'crud.yes' : 'crud.no'),
    });
  }, [i18n, t, ships, detail]);

  const download = async (run: PrintoutRunAnswer) => {
    setDownloading(run.id);
    setProblem(undefined);
    try {
      downloadBlob(await calls.runFile(run.id), run.fileName);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setDownloading(undefined);
    }
  };

  const list = runs.value ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="printout-runs-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="printout-runs-title">{t('printoutReporting.runs.title')}</Title>
        {runs.error && <LoadFailed error={runs.error} title={t('printoutReporting.runs.failed')} onRetry={() => void runs.load()} />}
        {problem && (
          <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('printoutReporting.runs.downloadFailed')} role="alert"
            withCloseButton closeButtonLabel={t('common.close')} onClose={() => setProblem(undefined)}>
            {problem}
          </Alert>
        )}
        {runs.value && !list.length && <Text size="sm" c="dimmed">{t('printoutReporting.runs.none')}</Text>}
        {list.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('printoutReporting.runs.time')}</Table.Th>
                  <Table.Th>{t('printoutReporting.runs.by')}</Table.Th>
                  <Table.Th>{t('printoutReporting.runs.language')}</Table.Th>
                  <Table.Th>{t('printoutReporting.runs.parameters')}</Table.Th>
                  <Table.Th>{t('printoutReporting.runs.sha256')}</Table.Th>
                  <Table.Th><VisuallyHidden>{t('printoutReporting.runs.file')}</VisuallyHidden></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((run) => (
                  <RunRow key={run.id} run={run} parameters={words(run)} isDownloading={downloading === run.id} onDownload={() => void download(run)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

function RunRow({ run, parameters, isDownloading, onDownload }: { run: PrintoutRunAnswer; parameters: string; isDownloading: boolean; onDownload(): void }) {
  const { t, i18n } = useTranslation();
  const label = t('printoutReporting.runs.download', { file: run.fileName, size: sizeText(run.size, i18n.language, t) });
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.createdAt)}</Table.Td>
      <Table.Td>
        {run.createdBy}
        {run.schedule && <Badge ml={6} size="xs" variant="light" title={run.schedule}>{t('printoutReporting.runs.scheduled')}</Badge>}
      </Table.Td>
      <Table.Td>{t(`printoutReporting.language.${run.language}`, { defaultValue: run.language })}</Table.Td>
      <Table.Td>{parameters}</Table.Td>
      <Table.Td><span className={classes.hash} title={run.sha256}>{`${run.sha256.slice(0, shownHash)}…`}</span></Table.Td>
      <Table.Td>
        <ActionIcon variant="subtle" loading={isDownloading} onClick={onDownload} aria-label={label} title={label}>
          <Icon name="download" size={16} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

/** The user's ships, to name the ship of each run; asked only once there are runs to name. */
function useShips(loadOptions: ReferenceOptionsLoader, isNeeded: boolean): ReferenceOption[] {
  const [ships, setShips] = useState<ReferenceOption[]>([]);
  useEffect(() => {
    if (!isNeeded) return undefined;
    let isCurrent = true;
    loadOptions(shipReference).then((list) => { if (isCurrent) setShips(list); }, () => undefined);
    return () => { isCurrent = false; };
  }, [loadOptions, isNeeded]);
  return ships;
}

/** A file's size in kB (or MB), in the interface language's number format. */
function sizeText(bytes: number, language: string, t: (key: string, values: Record<string, string>) => string): string {
  const format = new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: 1 });
  return bytes >= 1_048_576
    ? t('printoutReporting.runs.megabytes', { value: format.format(bytes / 1_048_576) })
    : t('printoutReporting.runs.kilobytes', { value: format.format(Math.max(bytes / 1024, 0.1)) });
}
