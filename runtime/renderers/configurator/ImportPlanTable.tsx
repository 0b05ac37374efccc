/** The dry run (or the applied import) per descriptor: created, changed or unchanged, each change's diff one click away. */
import { Badge, Button, Code, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportStep } from '../../../descriptors/lib/configuration-file.js';
import { ChangeList } from '../../shell/ChangeList.js';
import { countActions, importActions, orderSteps, type ImportAction } from './import-plan.js';
import { useKindLabel } from './use-kind-label.js';

const actionColours: Record<ImportAction, string> = { create: 'teal', change: 'blue', unchanged: 'gray' };

export interface ImportPlanTableProps {
  steps: readonly ImportStep[];
  isApplied: boolean;
}

export function ImportPlanTable({ steps, isApplied }: ImportPlanTableProps) {
  const { t, i18n } = useTranslation();
  const kindLabel = useKindLabel();
  const [filter, setFilter] = useState<ImportAction | 'all'>('all');
  const [shown, setShown] = useState<ImportStep>();
  const counts = countActions(steps);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const actionText = (action: ImportAction) => t(`configurator.import.${isApplied ? 'done' : 'action'}.${action}`);
  const rows = orderSteps(steps).filter((step) => filter === 'all' || step.action === filter);

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={filter} onChange={(value) => setFilter(value as ImportAction | 'all')} aria-label={t('configurator.import.show')} w="fit-content" maw="100%"
        data={[
          { value: 'all', label: `${t('configurator.import.all')} · ${number(steps.length)}` },
          ...importActions.map((action) => ({ value: action, label: `${actionText(action)} · ${number(counts[action])}` })),
        ]}
      />
      <Table.ScrollContainer minWidth={560} type="native">
        <Table verticalSpacing={6} fz="sm" highlightOnHover aria-label={t('configurator.import.plan')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>{t('configurator.import.action.title')}</Table.Th>
              <Table.Th w={170}>{t('configurator.kind')}</Table.Th>
              <Table.Th>{t('configurator.code')}</Table.Th>
              <Table.Th w={220}>{t('configurator.import.changes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((step) => (
              <Table.Tr key={`${step.kind}/${step.code}`}>
                <Table.Td><Badge variant="light" color={actionColours[step.action]}>{actionText(step.action)}</Badge></Table.Td>
                <Table.Td>{kindLabel(step.kind)}</Table.Td>
                <Table.Td><Code>{step.code}</Code></Table.Td>
                <Table.Td>
                  {step.action === 'unchanged' && <Text size="sm" c="dimmed">—</Text>}
                  {step.action !== 'unchanged' && step.changes.length === 0 && <Text size="sm" c="dimmed">{t('configurator.import.onlyDisabled')}</Text>}
                  {step.action !== 'unchanged' && step.changes.length > 0 && (
                    <Button size="compact-sm" variant="light" onClick={() => setShown(step)}>
                      {t('configurator.import.showChanges', { count: step.changes.length })}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={Boolean(shown)} onClose={() => setShown(undefined)} size="xl"
        title={shown ? t('configurator.import.changesTitle', { kind: kindLabel(shown.kind), code: shown.code }) : ''}
      >
        {shown && <ChangeList changes={shown.changes} />}
      </Modal>
    </Stack>
  );
}
