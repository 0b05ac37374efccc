/** A resource descriptor as users will meet it: its list's column headers and its record form, empty. */
import { Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../descriptors/lib/resource.js';
import { columnTitle, listColumnsOf } from '../../runtime/renderers/crud/columns.js';
import { descriptorTextTranslator } from '../../runtime/renderers/crud/form-schema.js';
import { RecordForm } from '../../runtime/renderers/crud/RecordForm.js';
import { isJsonObject } from '../lib/parse-json.js';
import type { PreviewProps } from './previewers.js';
import classes from '../designer.module.css';

export function ResourcePreview({ body, sample, onSampleChange }: PreviewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const translate = useMemo(
    () => descriptorTextTranslator(language, (key) => i18n.t(key, { lng: language }), (key) => i18n.exists(key, { lng: language })),
    [i18n, language],
  );
  const schema = isJsonObject(body.schema) ? body.schema : undefined;
  if (!schema || !isJsonObject(schema.properties)) return <Text size="sm" c="dimmed">{t('designer.preview.needsProperties')}</Text>;
  // A draft being edited: previewed as far as it goes; the server checks it against the kind's schema on save.
  const definition = body as ResourceDefinition;
  const columns = listColumnsOf(definition);

  return (
    <Stack gap="md">
      {definition.title !== undefined && <Title order={2} size="h5">{translate(definition.title)}</Title>}
      <div>
        <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.4} mb={4}>{t('designer.preview.list')}</Text>
        <Table.ScrollContainer minWidth={Math.max(columns.length * 110, 300)} type="native">
          <Table withTableBorder withColumnBorders fz="sm" className={classes.previewTable}>
            <Table.Thead>
              <Table.Tr>{columns.map((column) => <Table.Th key={column.field}>{columnTitle(definition, column, translate)}</Table.Th>)}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr><Table.Td colSpan={Math.max(columns.length, 1)}><Text size="xs" c="dimmed">{t('designer.preview.noRecords')}</Text></Table.Td></Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
      <div>
        <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.4} mb={4}>{t('designer.preview.form')}</Text>
        <RecordForm
          definition={{ schema, uiSchema: isJsonObject(body.uiSchema) ? body.uiSchema : undefined, references: definition.references }}
          value={sample} onChange={onSampleChange} language={language}
        />
      </div>
    </Stack>
  );
}
