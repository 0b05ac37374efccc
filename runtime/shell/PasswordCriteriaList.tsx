/** The password rules, each ticked live as the user types (unmetPasswordCriteria is the server's own check). */
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PasswordCriteria, PasswordCriterion } from '../../descriptors/lib/password-criteria.js';
import { Icon } from './Icon.js';

const order: PasswordCriterion[] = ['minLength', 'lowerChars', 'upperChars', 'digits', 'specialChars'];

export function PasswordCriteriaList({ criteria, unmet }: { criteria: PasswordCriteria; unmet: readonly PasswordCriterion[] }) {
  const { t } = useTranslation();
  const shown = order.filter((name) => criteria[name] > 0);
  if (shown.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={500} mb={6} id="password-criteria-title">{t('shell.password.criteriaTitle')}</Text>
      <List spacing={4} size="sm" center aria-labelledby="password-criteria-title" aria-live="polite">
        {shown.map((name) => {
          const isMet = !unmet.includes(name);
          return (
            <List.Item
              key={name} data-criterion={name} data-met={isMet}
              icon={(
                <ThemeIcon color={isMet ? 'teal' : 'gray'} variant={isMet ? 'filled' : 'light'} size={18} radius="xl">
                  <Icon name={isMet ? 'check' : 'x'} size={12} />
                </ThemeIcon>
              )}
            >
              <Text size="sm" c={isMet ? undefined : 'dimmed'}>
                {t(`shell.password.criteria.${name}`, { count: criteria[name] })}
                <VisuallyHidden> {isMet ? t('shell.password.met') : t('shell.password.notMet')}</VisuallyHidden>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
