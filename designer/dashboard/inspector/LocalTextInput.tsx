/**
 * A descriptor text ({ en, ru }, DESIGN §3) as two inputs under one label. A text that is a translation key shows
 * its translations as placeholders; typing turns it into inline text starting from those translations.
 */
import { Input, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../descriptors/lib/text.js';

export interface LocalTextInputProps {
  label: string;
  value: LocalText | undefined;
  /** Undefined when both languages are empty. */
  onChange(value: LocalText | undefined): void;
  isMultiline?: boolean;
  description?: string;
}

const languages = ['en', 'ru'] as const;

export function LocalTextInput({ label, value, onChange, isMultiline, description }: LocalTextInputProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const translated = (language: string) => (typeof value === 'string' ? i18n.getFixedT(language)(value) : '');
  const current = (language: 'en' | 'ru') => (typeof value === 'object' ? value[language] ?? '' : '');

  const change = (language: 'en' | 'ru', text: string) => {
    const base = typeof value === 'string' ? { en: translated('en'), ru: translated('ru') } : { en: value?.en ?? '', ru: value?.ru ?? '' };
    const next = { ...base, [language]: text };
    if (!next.en && !next.ru) return onChange(undefined);
    onChange(next.ru ? { en: next.en, ru: next.ru } : { en: next.en });
  };

  return (
    <Input.Wrapper label={label} description={description} id={id} size="xs">
      <SimpleGrid cols={isMultiline ? 1 : 2} spacing={6} mt={4}>
        {languages.map((language) => {
          const common = {
            size: 'xs' as const, leftSection: <span>{language.toUpperCase()}</span>, leftSectionWidth: 30,
            'aria-label': t(`designer.dashboard.text.${language}`, { label }), value: current(language), placeholder: translated(language),
          };
          return isMultiline ? (
            <Textarea key={language} {...common} rows={3} resize="vertical" styles={{ section: { alignItems: 'flex-start', paddingTop: 6 } }}
              onChange={(event) => change(language, event.currentTarget.value)} />
          ) : (
            <TextInput key={language} {...common} onChange={(event) => change(language, event.currentTarget.value)} />
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
