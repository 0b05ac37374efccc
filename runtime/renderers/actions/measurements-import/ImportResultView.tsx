/** The answer of an applied import: what was stored, what was there already, what was refused and why. */
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shell/Icon.js';
import { Figure } from './Figure.js';
import { numberText } from './format.js';
import type { ImportResult } from './measures-import-api.js';
import { ReasonTable } from './ReasonTable.js';

export function ImportResultView({ result }: { result: ImportResult }) {
  const { t, i18n } = useTranslation();
  const number = numberText(i18n.language);
  const key = (name: string) => `measures.importDialog.${name}`;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="md" role="status" aria-label={t(key('resultTitle'))}>
        <Group gap="xs" mb="sm">
          <ThemeIcon size="md" radius="xl" variant="light" color={result.rejected ? 'orange' : 'teal'}>
            <Icon name={result.rejected ? 'alert' : 'check'} size={16} />
          </ThemeIcon>
          <Text fw={600}>{t(key('resultTitle'))}</Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Figure label={t(key('stored'))} value={number(result.accepted)} color="teal" />
          <Figure label={t(key('duplicates'))} value={number(result.duplicate)} />
          <Figure label={t(key('refused'))} value={number(result.rejected)} color={result.rejected ? 'red' : undefined} />
        </SimpleGrid>
      </Paper>
      {result.reasons.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>{t(key('reasonsTitle'))}</Text>
          <ReasonTable rows={result.reasons.map((r) => ({ ...r, message: r.reason }))} label={t(key('reasonsTitle'))} messageTitle={t(key('reason'))} />
        </Stack>
      )}
    </Stack>
  );
}
