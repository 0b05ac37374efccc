/** The modules of Keel: installed here or not, and the state of their licence. */
import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModuleStatus } from '../../api/shell-api.js';

const licenceColours: Record<ModuleStatus['licence'], string> = {
  NOT_REQUIRED: 'gray', VALID: 'teal', EXPIRED: 'orange', MISSING: 'red',
};

export function ModulesTable({ modules }: { modules: readonly ModuleStatus[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">{t('systemStatus.modules.title')}</Title>
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('systemStatus.modules.module')}</Table.Th>
              <Table.Th>{t('systemStatus.modules.code')}</Table.Th>
              <Table.Th>{t('systemStatus.modules.installed')}</Table.Th>
              <Table.Th>{t('systemStatus.modules.licence')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {modules.map((module) => (
              <Table.Tr key={module.name}>
                <Table.Td><Text size="sm" fw={500}>{t(`modules.${module.name}`, { defaultValue: module.name })}</Text></Table.Td>
                <Table.Td><Text size="sm" c="dimmed" ff="monospace">{module.name}</Text></Table.Td>
                <Table.Td>
                  <Badge variant="light" color={module.installed ? 'blue' : 'gray'} radius="sm">
                    {module.installed ? t('systemStatus.modules.yes') : t('systemStatus.modules.no')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Badge variant={module.licence === 'NOT_REQUIRED' ? 'outline' : 'light'} color={licenceColours[module.licence] ?? 'gray'} radius="sm">
                    {t(`systemStatus.licence.${module.licence}`, { defaultValue: module.licence })}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
