/**
 * A repeating section of a form (course alterations, events, generators …) laid out like the object sections: a titled
 * box with its items, a word when there are none, and an "Add <item>" button named after the item's title, so a
 * screen reader and a glance both say what it adds. Inside another section it drops its own frame (no box in a box).
 */
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { buttonId, descriptionId, getTemplate, getUiOptions, titleId } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import classes from './widgets.module.css';

/** The item's name inside a sentence: "Course alteration" → "course alteration", acronyms ("GMDSS test") as they are. */
export function itemNameInSentence(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title.charAt(0).toLocaleLowerCase() + title.slice(1) : title;
}

export function ArraySectionTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, items, optionalDataControl, onAddClick, readonly, required, schema, uiSchema, title, registry } = props;
  const { t } = useTranslation();
  const uiOptions = getUiOptions(uiSchema);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const heading = uiOptions.title ?? title;
  const description = uiOptions.description ?? schema.description;
  const itemUi = uiSchema?.items as Record<string, unknown> | undefined;
  const itemTitle = typeof itemUi?.['ui:title'] === 'string' ? itemUi['ui:title'] : (schema.items as RJSFSchema | undefined)?.title;
  const addLabel = itemTitle ? t('widgets.array.add', { item: itemNameInSentence(itemTitle) }) : t('widgets.rjsf.addItem');
  const isNested = fieldPathId.path.length > 1;
  const isEditable = !readonly && !disabled;

  return (
    <Box id={fieldPathId.$id} className={isNested ? classes.nestedSection : classes.section} role="group" aria-labelledby={heading ? titleId(fieldPathId) : undefined}>
      {heading && (
        <Group justify="space-between" mb={6} wrap="nowrap">
          <Text id={titleId(fieldPathId)} component="h3" size="sm" fw={600} m={0}>
            {heading}{required && <Text span c="red" aria-hidden> *</Text>}
          </Text>
          {isEditable && optionalDataControl}
        </Group>
      )}
      {description && (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      )}
      <Stack gap="xs">{items}</Stack>
      {items.length === 0 && <Text size="sm" c="dimmed">{t(isEditable ? 'widgets.array.emptyEditable' : 'widgets.array.empty')}</Text>}
      {canAdd && isEditable && (
        <Group mt="xs">
          <Button id={buttonId(fieldPathId, 'add')} variant="light" size="xs" onClick={onAddClick}>{addLabel}</Button>
        </Group>
      )}
    </Box>
  );
}
