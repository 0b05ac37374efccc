/** The choices of a select or multi-select: each stored value with its label in English and Russian. */
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../runtime/shell/Icon.js';
import type { Choice } from './field-edits.js';

export interface ChoicesEditorProps {
  choices: Choice[];
  onChange(choices: Choice[]): void;
}

export function ChoicesEditor({ choices, onChange }: ChoicesEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, next: Choice) => onChange(choices.map((c, i) => (i === index ? next : c)));
  const add = () => {
    let n = choices.length + 1;
    while (choices.some((c) => c.value === `OPTION_${n}`)) n += 1;
    onChange([...choices, { value: `OPTION_${n}`, label: { en: '', ru: '' } }]);
  };
  return (
    <Input.Wrapper label={t('designer.formDesigner.choices.title')} size="xs">
      <Stack gap={4} mt={4}>
        {choices.map((choice, index) => (
          <Group key={index} gap={4} wrap="nowrap">
            <TextInput size="xs" ff="monospace" aria-label={t('designer.formDesigner.choices.value', { n: index + 1 })} value={choice.value}
              onChange={(event) => change(index, { ...choice, value: event.currentTarget.value })} />
            <TextInput size="xs" aria-label={t('designer.formDesigner.choices.en', { n: index + 1 })} placeholder="EN" value={choice.label.en}
              onChange={(event) => change(index, { ...choice, label: { ...choice.label, en: event.currentTarget.value } })} />
            <TextInput size="xs" aria-label={t('designer.formDesigner.choices.ru', { n: index + 1 })} placeholder="RU" value={choice.label.ru}
              onChange={(event) => change(index, { ...choice, label: { ...choice.label, ru: event.currentTarget.value } })} />
            <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('designer.formDesigner.choices.remove', { n: index + 1 })}
              onClick={() => onChange(choices.filter((_, i) => i !== index))}>
              <Icon name="trash" />
            </ActionIcon>
          </Group>
        ))}
        <Button size="compact-xs" variant="subtle" onClick={add} style={{ alignSelf: 'flex-start' }}>{t('designer.formDesigner.choices.add')}</Button>
      </Stack>
    </Input.Wrapper>
  );
}
