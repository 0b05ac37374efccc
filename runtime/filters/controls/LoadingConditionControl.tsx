/** LOADING_CONDITION: laden, ballast or all voyages. */
import { Input, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { loadingConditions, type LoadingCondition } from '../../../descriptors/lib/filters/filter-types.js';
import type { FilterControlProps } from '../filter-control-props.js';

export function LoadingConditionControl({ definition, value, error, onChange }: FilterControlProps<'LOADING_CONDITION'>) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={definition.label} error={error}>
      <SegmentedControl
        aria-label={definition.label} value={value} onChange={(v) => onChange(v as LoadingCondition)}
        data={loadingConditions.map((c) => ({ value: c, label: t(`filters.loadingCondition.${c}`) }))}
      />
    </Input.Wrapper>
  );
}
