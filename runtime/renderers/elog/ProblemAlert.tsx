/** What the server said about a refused action of the day view: the message, problems that have no input, and actions. */
import { Alert, List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../api/api-error.js';
import { Icon } from '../../shell/Icon.js';
import type { SaveProblemKind } from '../crud/save-problem.js';

export interface ShownProblem {
  kind: SaveProblemKind;
  message: string;
  unplaced?: FieldProblem[];
}

const colours: Record<SaveProblemKind, string> = {
  invalid: 'red', duplicate: 'orange', stale: 'orange', refused: 'red', forbidden: 'red', network: 'yellow', other: 'red',
};
const titleKeys: Record<SaveProblemKind, string> = {
  invalid: 'elogDay.problem.invalid', duplicate: 'elogDay.problem.refused', stale: 'elogDay.problem.stale', refused: 'elogDay.problem.refused',
  forbidden: 'elogDay.problem.forbidden', network: 'elogDay.problem.network', other: 'elogDay.problem.refused',
};

export function ProblemAlert({ problem, onClose, children }: { problem: ShownProblem; onClose?: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={colours[problem.kind]} variant="light" icon={<Icon name="alert" />} title={t(titleKeys[problem.kind])} role="alert"
      withCloseButton={Boolean(onClose)} closeButtonLabel={t('common.close')} onClose={onClose} data-problem={problem.kind}
    >
      <Text size="sm">{problem.message}</Text>
      {problem.kind === 'network' && <Text size="sm" mt={4}>{t('elogDay.problem.inputKept')}</Text>}
      {problem.unplaced && problem.unplaced.length > 0 && (
        <List size="sm" mt={6} spacing={2}>
          {problem.unplaced.map((p) => <List.Item key={`${p.path}:${p.message}`}>{p.message}</List.Item>)}
        </List>
      )}
      {children}
    </Alert>
  );
}
