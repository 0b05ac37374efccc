/** The records that refer to one record, as "Resource: label" lines, the first ten and a count of the rest. */
import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Referrer } from './resource-api.js';

const shownReferrers = 10;

export function ReferrerList({ title, referrers }: { title: string; referrers: readonly Referrer[] }) {
  const { t } = useTranslation();
  if (!referrers.length) return null;
  return (
    <>
      <Text size="sm" mt={6} fw={600}>{title}</Text>
      <List size="sm" spacing={2}>
        {referrers.slice(0, shownReferrers).map((r) => (
          <List.Item key={`${r.resource}:${r.id}`}>{r.resourceTitle}: {r.label}</List.Item>
        ))}
      </List>
      {referrers.length > shownReferrers && (
        <Text size="sm" c="dimmed">{t('crud.editor.moreReferrers', { number: referrers.length - shownReferrers })}</Text>
      )}
    </>
  );
}
