/** Why the import stopped, in words: a bad file, or the server's refusal with every problem at its descriptor. */
import { Alert, Code, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfigurationFile } from '../../../descriptors/lib/configuration-file.js';
import { ApiError } from '../../api/api-error.js';
import { Icon } from '../../shell/Icon.js';
import { placeProblems } from './import-problems.js';
import type { ImportProblem } from './use-import-session.js';

/** Enough to find the trouble without flooding the page; the count says how many more there are. */
const shownProblems = 20;

export function ImportProblemAlert({ problem, file }: { problem: ImportProblem; file?: ConfigurationFile }) {
  const { t } = useTranslation();
  if (problem.source === 'file') {
    return (
      <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('configurator.import.badFile')} role="alert">
        {t(`configurator.import.fileProblem.${problem.problem}`)}
      </Alert>
    );
  }
  const { error } = problem;
  const isRefused = error instanceof ApiError && error.status === 400;
  const placed = error instanceof ApiError ? placeProblems(file, error.errors) : [];
  return (
    <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t(isRefused ? 'configurator.import.refused' : 'configurator.import.failed')} role="alert">
      <Text size="sm">{error.message}</Text>
      {placed.length > 0 && (
        <List size="sm" mt="xs" spacing={4} aria-label={t('configurator.import.problems')}>
          {placed.slice(0, shownProblems).map((p, index) => (
            <List.Item key={index}>
              {p.descriptor && <Code>{p.descriptor}</Code>} <Code>{p.path}</Code> {p.message}
            </List.Item>
          ))}
        </List>
      )}
      {placed.length > shownProblems && <Text size="sm" mt="xs">{t('configurator.import.moreProblems', { number: placed.length - shownProblems })}</Text>}
    </Alert>
  );
}
