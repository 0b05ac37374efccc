/** Why a figure could not be computed, in the interface language (the server names a translation key and its values). */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FigureProblem } from '../../../../descriptors/lib/emissions/api-types.js';

/** `inAlert`: the text of an Alert, in the Alert's own colour; otherwise a small orange note where the number would be. */
export function FigureProblemText({ problem, inAlert = false }: { problem: FigureProblem | null; inAlert?: boolean }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return <Text size={inAlert ? 'sm' : 'xs'} c={inAlert ? undefined : 'orange.8'} role="note">{t(problem.key, problem.values ?? {})}</Text>;
}
