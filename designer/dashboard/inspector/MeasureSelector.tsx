/**
 * Finds tags by code or description through the server's measure selector and adds the one clicked to the dataset.
 * Tags already in the dataset are shown checked; a tag of another group than the ship's own shows its pattern.
 */
import { Alert, Group, Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../runtime/shell/Icon.js';
import { DesignerIcon } from '../../DesignerIcon.js';
import { useDashboardTools } from '../dashboard-context.js';
import type { TagChoice } from '../measure-catalogue.js';
import classes from '../dashboard.module.css';

export const searchDelayMs = 300;
const shownResults = 60;

export interface MeasureSelectorProps {
  /** `tag|groupingKey` of the tags already chosen. */
  chosen: ReadonlySet<string>;
  onPick(choice: TagChoice): void;
}

export const choiceKey = (tag: string, groupingKey?: string) => `${tag}|${groupingKey ?? ''}`;

export function MeasureSelector({ chosen, onPick }: MeasureSelectorProps) {
  const { t } = useTranslation();
  const { search } = useDashboardTools().catalogue;
  const listId = useId();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, searchDelayMs);
  const [results, setResults] = useState<TagChoice[]>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setFailure(undefined);
    search(query, controller.signal)
      .then((found) => { if (!controller.signal.aborted) setResults(found); })
      .catch((error: Error) => { if (!controller.signal.aborted) setFailure(error.message); });
    return () => controller.abort();
  }, [search, query]);

  return (
    <div>
      <TextInput
        size="xs" leftSection={<DesignerIcon name="search" size={14} />} value={text} onChange={(event) => setText(event.currentTarget.value)}
        label={t('designer.dashboard.tags.search')} placeholder={t('designer.dashboard.tags.searchPlaceholder')} aria-controls={listId}
        rightSection={results === undefined || text !== query ? <Loader size={12} /> : undefined}
      />
      {failure && <Alert color="red" variant="light" mt={4} p="xs" icon={<Icon name="alert" size={14} />}><Text size="xs">{failure}</Text></Alert>}
      {results && (
        <div className={classes.results} role="list" id={listId} aria-label={t('designer.dashboard.tags.results')} style={{ marginTop: 4 }}>
          {results.length === 0 && <Text size="xs" c="dimmed" p="xs">{t('designer.dashboard.tags.none')}</Text>}
          {results.slice(0, shownResults).map((choice) => {
            const isChosen = chosen.has(choiceKey(choice.tag, choice.groupingKey));
            return (
              <div role="listitem" key={choiceKey(choice.tag, choice.groupingKey)}>
                <button
                  type="button" className={classes.result} disabled={isChosen} onClick={() => onPick(choice)}
                  aria-label={t('designer.dashboard.tags.add', { tag: choice.tag, description: choice.description })}
                >
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Text size="xs" fw={600} className={classes.code} truncate>{choice.tag}</Text>
                    <Text size="xs" c="dimmed">{isChosen ? <Icon name="check" size={12} /> : choice.measureUnit ?? ''}</Text>
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {choice.description}{choice.groupingKey ? ` · ${choice.groupingKey}` : ''} · {t('designer.dashboard.tags.ships', { count: choice.units.length })}
                  </Text>
                </button>
              </div>
            );
          })}
          {results.length > shownResults && <Text size="xs" c="dimmed" p="xs">{t('designer.dashboard.tags.more', { count: results.length - shownResults })}</Text>}
        </div>
      )}
    </div>
  );
}
