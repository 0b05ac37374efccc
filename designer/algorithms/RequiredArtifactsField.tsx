/** The trained models the script uses, as rows: the artifact descriptor and how it is required (decision 51). */
import { Grid, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { artifactRequirements } from '../../descriptors/lib/algorithms/algorithm-vocabulary.js';
import { resolveText } from '../../descriptors/lib/text.js';
import type { ArtifactDescriptorAnswer } from './algorithm-api.js';
import type { RequiredArtifactDraft } from './algorithm-draft.js';
import type { FieldErrors } from './field-errors.js';
import { RowListField } from './RowListField.js';

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

  return (
    <RowListField
      label={t('algorithmEditor.field.requiredArtifacts')} description={t('algorithmEditor.help.requiredArtifacts')} error={errors['/artifactsRequired']}
      emptyText={t('algorithmEditor.requiredArtifacts.none')} addLabel={t('algorithmEditor.requiredArtifacts.add')}
      removeLabel={(index) => t('algorithmEditor.requiredArtifacts.remove', { row: index + 1 })}
      rows={rows} isReadOnly={isReadOnly} onChange={onChange}
      newRow={(): RequiredArtifactDraft => ({ artifactDescriptor: artifacts[0]?.code ?? '', requirement: 'MANDATORY' })}
      renderRow={(row, index, update) => {
        const at = `/artifactsRequired/${index}`;
        return (
          <>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Select
                aria-label={t('algorithmEditor.requiredArtifacts.artifact', { row: index + 1 })} data={optionsWith(row.artifactDescriptor)}
                value={row.artifactDescriptor || null} searchable allowDeselect={false} disabled={isReadOnly}
                error={errors[`${at}/artifactDescriptor`]} onChange={(code) => code && update({ artifactDescriptor: code })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 10, sm: 4 }}>
              <Select
                aria-label={t('algorithmEditor.requiredArtifacts.requirement', { row: index + 1 })} data={requirements} value={row.requirement}
                allowDeselect={false} disabled={isReadOnly} error={errors[`${at}/requirement`]}
                onChange={(value) => value && update({ requirement: value as RequiredArtifactDraft['requirement'] })}
              />
            </Grid.Col>
          </>
        );
      }}
    />
  );
}
