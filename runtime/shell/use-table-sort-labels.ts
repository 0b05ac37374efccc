/**
 * mantine-datatable names its sort icons in English only ("Sorted ascending", "Not sorted") and takes no prop for
 * them; this gives them the user's language wherever a table is shown, by relabelling them as they appear. The
 * English name stays in `data-sort-label`, so a change of language relabels them again.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const sortLabelKeys: Readonly<Record<string, string>> = {
  'Not sorted': 'shell.table.notSorted',
  'Sorted ascending': 'shell.table.sortedAscending',
  'Sorted descending': 'shell.table.sortedDescending',
};

/** Relabels the sort icons inside `root` (default: the whole page) for as long as the calling component is shown. */
export function useTableSortLabels(root?: HTMLElement | null) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const container = root ?? document.body;
    const relabel = (element: Element) => {
      const current = element.getAttribute('aria-label') ?? '';
      const english = sortLabelKeys[current] ? current : element.getAttribute('data-sort-label');
      if (!english || !sortLabelKeys[english]) return;
      const text = t(sortLabelKeys[english]);
      if (element.getAttribute('data-sort-label') !== english) element.setAttribute('data-sort-label', english);
      if (current !== text) element.setAttribute('aria-label', text);
    };
    const relabelAll = () => container.querySelectorAll('[aria-label][role="img"]').forEach(relabel);
    relabelAll();
    const observer = new MutationObserver(relabelAll);
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [root, t, i18n.language]);
}
