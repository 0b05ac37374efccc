/**
 * The live preview beside the editor: it follows the text 300 ms after typing stops, and only when
 * the text parses; meanwhile it keeps showing the last body that did.
 */
import { Button, Center, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isJsonObject, tryParseJson } from '../lib/parse-json.js';
import { PreviewBoundary } from './PreviewBoundary.js';
import { previewers } from './previewers.js';
import classes from '../designer.module.css';

export const previewDelayMs = 300;

export function PreviewPanel({ kind, code, text }: { kind: string; code?: string; text: string }) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(text, previewDelayMs);
  const [lastGood, setLastGood] = useState<{ text: string; body: Record<string, unknown> }>();
  const [sample, setSample] = useState<Record<string, unknown>>({});
  const parsed = useMemo(() => tryParseJson(debounced), [debounced]);
  const isCurrentValid = parsed.isValid && isJsonObject(parsed.value);
  if (isCurrentValid && lastGood?.text !== debounced) setLastGood({ text: debounced, body: parsed.value as Record<string, unknown> });
  const Preview = previewers[kind];
  if (!Preview) return null;

  return (
    <section className={classes.preview} aria-label={t('designer.preview.title')}>
      <Group gap="xs" px="sm" py={6} className={classes.previewHeader} justify="space-between" wrap="nowrap">
        <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.4}>{t('designer.preview.title')}</Text>
        <Group gap="xs" wrap="nowrap">
          {!isCurrentValid && lastGood && <Text size="xs" c="orange">{t('designer.preview.stale')}</Text>}
          <Button size="compact-xs" variant="subtle" onClick={() => setSample({})} disabled={Object.keys(sample).length === 0}>
            {t('designer.preview.clear')}
          </Button>
        </Group>
      </Group>
      <ScrollArea className={classes.previewBody} type="auto">
        <div className={classes.previewContent}>
          {lastGood ? (
            <PreviewBoundary resetKey={lastGood.text} title={t('designer.preview.failed')}>
              <Suspense fallback={<Center py="lg"><Loader size="sm" aria-label={t('shell.loading')} /></Center>}>
                <Preview body={lastGood.body} code={code} sample={sample} onSampleChange={setSample} />
              </Suspense>
            </PreviewBoundary>
          ) : (
            <Text size="sm" c="dimmed">{t('designer.preview.waiting')}</Text>
          )}
        </div>
      </ScrollArea>
    </section>
  );
}
