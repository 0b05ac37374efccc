/** What the export file will hold, per kind, and the button that makes the file and downloads it. */
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configurationFileName, type ExportedDescriptor } from '../../../descriptors/lib/configuration-file.js';
import { CrudIcon } from '../crud/crud-icons.js';
import { downloadText } from '../crud/csv.js';
import type { ConfiguratorApi } from './configurator-api.js';
import { countByKind, toSelection, type ExportChoice } from './export-choice.js';
import { useKindLabel } from './use-kind-label.js';

export interface ExportSummaryProps {
  api: ConfiguratorApi;
  choice: ExportChoice;
  picked: readonly Pick<ExportedDescriptor, 'kind' | 'code' | 'system'>[];
}

export function ExportSummary({ api, choice, picked }: ExportSummaryProps) {
  const { t, i18n } = useTranslation();
  const kindLabel = useKindLabel();
  const [isExporting, setExporting] = useState(false);
  // The note about the last download belongs to the choice it was made with.
  const [saved, setSaved] = useState<{ choice: string; fileName: string; count: number }>();
  const choiceText = JSON.stringify(choice);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  const download = async () => {
    setExporting(true);
    try {
      const file = await api.exportFile(toSelection(choice));
      const fileName = configurationFileName(file.exportedAt);
      downloadText(`${JSON.stringify(file, null, 2)}\n`, fileName, 'application/json;charset=utf-8');
      setSaved({ choice: choiceText, fileName, count: file.descriptors.length });
    } catch (error) {
      notifications.show({ color: 'red', title: t('configurator.export.failed'), message: (error as Error).message });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h4">{t('configurator.export.inFile')}</Title>
        <Table verticalSpacing={6} fz="sm" aria-label={t('configurator.export.inFile')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('configurator.kind')}</Table.Th>
              <Table.Th ta="right">{t('configurator.export.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {countByKind(picked, choice.kinds).map(({ kind, count }) => (
              <Table.Tr key={kind}>
                <Table.Td>{kindLabel(kind)}</Table.Td>
                <Table.Td ta="right" c={count ? undefined : 'dimmed'}>{number(count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{t('configurator.export.total')}</Table.Th>
              <Table.Th ta="right">{number(picked.length)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        {picked.length === 0 && (
          <Text size="sm" c="dimmed">{choice.kinds.length ? t('configurator.export.nothing') : t('configurator.export.noKinds')}</Text>
        )}
        <Button leftSection={<CrudIcon name="download" />} onClick={() => void download()} loading={isExporting} disabled={picked.length === 0}>
          {t('configurator.export.download')}
        </Button>
        {saved?.choice === choiceText && (
          <Text size="sm" c="teal" role="status">{t('configurator.export.saved', { fileName: saved.fileName, number: number(saved.count) })}</Text>
        )}
      </Stack>
    </Paper>
  );
}
