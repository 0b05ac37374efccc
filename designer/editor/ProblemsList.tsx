/** The editor's problems under it; each one is a button that puts the cursor on its place. */
import { Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../runtime/shell/Icon.js';
import { translateMarkerMessage } from '../lib/marker-messages.js';
import { serverMarkerOwner, sortProblems, type EditorProblem } from '../session/problems.js';
import classes from '../designer.module.css';

const severityColours = { error: 'red', warning: 'orange', info: 'blue' } as const;

export function ProblemsList({ problems, onReveal }: { problems: readonly EditorProblem[]; onReveal(line: number, column: number): void }) {
  const { t } = useTranslation();
  const sorted = sortProblems(problems);
  return (
    <div className={classes.problems}>
      <Group gap={6} px="sm" py={6} className={classes.problemsHeader}>
        <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.4}>{t('designer.problems.title')}</Text>
        <Text size="xs" c={sorted.length ? 'red' : 'teal'} aria-live="polite">
          {sorted.length ? t('designer.problems.count', { count: sorted.length }) : t('designer.problems.none')}
        </Text>
        <Text size="xs" c="dimmed" ml="auto" visibleFrom="md">{t('designer.problems.tabHint')}</Text>
      </Group>
      {sorted.length > 0 && (
        <ScrollArea.Autosize mah={120} type="auto">
          <ul className={classes.problemList} aria-label={t('designer.problems.title')}>
            {sorted.map((problem, index) => (
              <li key={`${problem.owner}-${problem.startLineNumber}-${problem.startColumn}-${index}`}>
                <UnstyledButton className={classes.problem} onClick={() => onReveal(problem.startLineNumber, problem.startColumn)}>
                  <Text component="span" c={severityColours[problem.severity]} display="flex"><Icon name="alert" size={14} /></Text>
                  <Text component="span" size="sm" className={classes.problemMessage}>
                    {problem.owner === serverMarkerOwner && <Text component="span" size="sm" fw={600}>{t('designer.problems.server')}: </Text>}
                    {problem.owner === serverMarkerOwner ? problem.message : translateMarkerMessage(problem.message, t)}
                  </Text>
                  <Text component="span" size="xs" c="dimmed" ff="monospace">
                    {t('designer.problems.position', { line: problem.startLineNumber, column: problem.startColumn })}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </div>
  );
}
