/** The trained models the script uses, as rows: the artifact descriptor and how it is required (decision 51). */
import { ActionIcon, Button, Grid, Input, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { artifactRequirements } from '../../descriptors/lib/algorithms/algorithm-vocabulary.js';
import { resolveText } from '../../descriptors/lib/text.js';
import { DesignerIcon } from '../DesignerIcon.js';
import type { ArtifactDescriptorAnswer } from './algorithm-api.js';
import type { RequiredArtifactDraft } from './algorithm-draft.js';
import type { FieldErrors } from './field-errors.js';

export interface RequiredArtifactsFieldProps {
  rows: RequiredArtifactDraft[];
  artifacts: readonly ArtifactDescriptorAnswer[];
  isReadOnly: boolean;
  errors: FieldErrors;
  onChange(rows: RequiredArtifactDraft[]): void;
}

export function RequiredArtifactsField({ rows, artifacts, isReadOnly, errors, onChange }: RequiredArtifactsFieldProps) {
  const { t, i18n } = useTranslation();
  const options = artifacts.map((a) => ({ value: a.code, label: `${a.code} — ${resolveText(a.description, i18n.language, (key) => t(key))}` }));
  const optionsWith = (code: string) => (!code || options.some((o) => o.value === code) ? options : [...options, { value: code, label: code }]);
  const requirements = artifactRequirements.map((r) => ({ value: r, label: t(`algorithmEditor.requirement.${r}`) }));
  const update = (index: number, patch: Partial<RequiredArtifactDraft>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Input.Wrapper label={t('algorithmEditor.field.requiredArtifacts')} description={t('algorithmEditor.help.requiredArtifacts')} error={errors['/artifactsRequired']}>
      <Stack gap="xs" mt={6}>
        {rows.length === 0 && <Text size="sm" c="dimmed">{t('algorithmEditor.requiredArtifacts.none')}</Text>}
        {rows.map((row, index) => {
          const at = `/artifactsRequired/${index}`;
          return (
            <Grid key={index} gap="xs" align="flex-start">
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <Select
                  aria-label={t('algorithmEditor.requiredArtifacts.artifact', { row: index + 1 })} data={optionsWith(row.artifactDescriptor)}
                  value={row.artifactDescriptor || null} searchable allowDeselect={false} disabled={isReadOnly}
                  error={errors[`${at}/artifactDescriptor`]} onChange={(code) => code && update(index, { artifactDescriptor: code })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 10, sm: 4 }}>
                <Select
                  aria-label={t('algorithmEditor.requiredArtifacts.requirement', { row: index + 1 })} data={requirements} value={row.requirement}
                  allowDeselect={false} disabled={isReadOnly} error={errors[`${at}/requirement`]}
                  onChange={(value) => value && update(index, { requirement: value as RequiredArtifactDraft['requirement'] })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }}>
                {!isReadOnly && (
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('algorithmEditor.requiredArtifacts.remove', { row: index + 1 })}
                    onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                    <DesignerIcon name="trash" />
                  </ActionIcon>
                )}
              </Grid.Col>
            </Grid>
          );
        })}
        {!isReadOnly && (
          <Button variant="light" size="xs" w="fit-content" leftSection={<DesignerIcon name="plus" size={14} />}
            onClick={() => onChange([...rows, { artifactDescriptor: artifacts[0]?.code ?? '', requirement: 'MANDATORY' }])}>
            {t('algorithmEditor.requiredArtifacts.add')}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
