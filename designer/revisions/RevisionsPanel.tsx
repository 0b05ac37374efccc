/**
 * Every saved version of the descriptor: who saved it, when and why. One can be looked at, any two
 * compared (list of changes and Monaco's diff side by side), and an earlier one restored as a new version.
 */
import Editor from '@monaco-editor/react';
import { Alert, Button, Center, Group, Loader, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../runtime/shell/Icon.js';
import type { DesignerApi } from '../../runtime/api/descriptor-api.js';
import { DesignerIcon } from '../DesignerIcon.js';
import { formatBody } from '../lib/parse-json.js';
import { viewModelPath } from '../monaco/model-paths.js';
import { useModelDisposal } from '../monaco/use-model-disposal.js';
import { monacoThemeOf } from '../monaco/themes.js';
import { JsonDiffView } from './JsonDiffView.js';
import { useRevisions } from './use-revisions.js';
import classes from '../designer.module.css';

export interface RevisionsPanelProps {
  api: DesignerApi;
  kind: string;
  code: string;
  currentVersion: number;
  theme: 'dark' | 'light';
  isBusy: boolean;
  onRestore(version: number): void;
}

type Selection = { mode: 'view'; version: number } | { mode: 'diff'; from: number; to: number };

/** What to show first: the last change (previous → current), or the only version there is. */
function initialSelection(versions: readonly number[]): Selection | undefined {
  if (versions.length === 0) return undefined;
  if (versions.length === 1) return { mode: 'view', version: versions[0] };
  return { mode: 'diff', from: versions[1], to: versions[0] };
}

const viewOptions = {
  readOnly: true, minimap: { enabled: false }, scrollBeyondLastLine: false, fontSize: 12, automaticLayout: true, wordWrap: 'on' as const,
  unicodeHighlight: { ambiguousCharacters: false },
};

export function RevisionsPanel({ api, kind, code, currentVersion, theme, isBusy, onRestore }: RevisionsPanelProps) {
  const { t, i18n } = useTranslation();
  const { revisions, error, revision } = useRevisions(api, kind, code, currentVersion);
  const [selection, setSelection] = useState<Selection>();
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [loadError, setLoadError] = useState<string>();
  const viewPath = selection?.mode === 'view' ? viewModelPath(kind, code, `revision-${selection.version}`) : undefined;
  useModelDisposal(viewPath ? [viewPath] : []);
  const versions = revisions?.map((r) => r.version) ?? [];
  const latest = versions[0];

  // Only a new latest version (saved, restored) moves the comparison to the newest change.
  useEffect(() => { setSelection(initialSelection(versions)); }, [latest]); // eslint-disable-line react-hooks/exhaustive-deps

  const needed = selection ? (selection.mode === 'view' ? [selection.version] : [selection.from, selection.to]) : [];
  useEffect(() => {
    for (const v of needed) {
      if (texts[v] !== undefined) continue;
      revision(v)
        .then((r) => setTexts((all) => ({ ...all, [v]: formatBody(r.body) })))
        .catch((e: Error) => setLoadError(e.message));
    }
  }, [needed.join(','), revision]); // eslint-disable-line react-hooks/exhaustive-deps -- the versions asked, by value; texts already read are skipped

  const label = (v: number) => t('designer.revisions.versionLabel', { version: v });
  const options = versions.map((v) => ({ value: String(v), label: label(v) }));
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (error) return <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert">{error}</Alert>;
  if (!revisions) return <Center py="xl"><Loader size="sm" aria-label={t('shell.loading')} /></Center>;

  return (
    <Stack gap="sm" className={classes.revisions}>
      <ScrollArea.Autosize mah={210} type="auto" className={classes.revisionTable}>
        <Table highlightOnHover verticalSpacing={6} fz="sm" stickyHeader aria-label={t('designer.revisions.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>{t('designer.revisions.version')}</Table.Th>
              <Table.Th w={180}>{t('designer.revisions.date')}</Table.Th>
              <Table.Th w={130}>{t('designer.revisions.author')}</Table.Th>
              <Table.Th>{t('designer.revisions.note')}</Table.Th>
              <Table.Th w={210}><span className={classes.srOnly}>{t('designer.revisions.actions')}</span></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {revisions.map((r) => (
              <Table.Tr key={r.version} data-selected={selection?.mode === 'view' && selection.version === r.version || undefined}>
                <Table.Td>
                  <Text size="sm" fw={600}>{label(r.version)}</Text>
                  {r.version === currentVersion && <Text size="xs" c="teal">{t('designer.revisions.current')}</Text>}
                </Table.Td>
                <Table.Td>{date(r.createdAt)}</Table.Td>
                <Table.Td>{r.author ?? '—'}</Table.Td>
                <Table.Td><Text size="sm" lineClamp={2}>{r.note ?? ''}</Text></Table.Td>
                <Table.Td>
                  <Group gap={6} justify="flex-end" wrap="nowrap">
                    <Button size="compact-sm" variant="subtle" leftSection={<DesignerIcon name="eye" size={14} />}
                      aria-label={t('designer.revisions.viewVersion', { version: r.version })}
                      onClick={() => setSelection({ mode: 'view', version: r.version })}>
                      {t('designer.revisions.view')}
                    </Button>
                    {r.version !== currentVersion && (
                      <Button size="compact-sm" variant="subtle" color="orange" leftSection={<DesignerIcon name="history" size={14} />}
                        aria-label={t('designer.revisions.restoreVersion', { version: r.version })} disabled={isBusy}
                        onClick={() => onRestore(r.version)}>
                        {t('designer.revisions.restore')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>

      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={t('designer.revisions.from')} data={options} w={150} allowDeselect={false}
          value={selection?.mode === 'diff' ? String(selection.from) : null}
          onChange={(value) => value && setSelection((s) => ({ mode: 'diff', from: Number(value), to: s?.mode === 'diff' ? s.to : latest }))}
        />
        <Select
          label={t('designer.revisions.to')} data={options} w={150} allowDeselect={false}
          value={selection?.mode === 'diff' ? String(selection.to) : null}
          onChange={(value) => value && setSelection((s) => ({ mode: 'diff', from: s?.mode === 'diff' ? s.from : versions.at(-1) ?? latest, to: Number(value) }))}
        />
        <Text size="sm" c="dimmed" pb={8}>
          {selection?.mode === 'view' ? t('designer.revisions.viewing', { version: selection.version }) : t('designer.revisions.comparing')}
        </Text>
      </Group>
      {loadError && <Alert color="red" variant="light" role="alert">{loadError}</Alert>}

      {selection?.mode === 'diff' && texts[selection.from] !== undefined && texts[selection.to] !== undefined && (
        <JsonDiffView
          kind={kind} code={code} name="revisions" theme={theme}
          original={texts[selection.from]} modified={texts[selection.to]}
          originalLabel={label(selection.from)} modifiedLabel={label(selection.to)}
        />
      )}
      {selection?.mode === 'view' && texts[selection.version] !== undefined && (
        <div className={classes.diffEditor}>
          <Editor
            path={viewPath} language="json" value={texts[selection.version]} keepCurrentModel
            theme={monacoThemeOf(theme)} options={{ ...viewOptions, ariaLabel: label(selection.version) }}
          />
        </div>
      )}
    </Stack>
  );
}
