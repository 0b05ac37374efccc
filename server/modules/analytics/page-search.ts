/** POST custom-analytics/search: the visible pages narrowed by text (code or title, any case), topic, published and owner. */
import type { StoredPage } from './page-store.js';

export interface PageSearch {
  text?: string;
  topic?: string;
  published?: boolean;
  owner?: string;
}

const titleTexts = (title: unknown): string[] =>
  typeof title === 'string' ? [title] : title && typeof title === 'object' ? Object.values(title).filter((v): v is string => typeof v === 'string') : [];

export function searchPages(pages: readonly StoredPage[], search: PageSearch): StoredPage[] {
  const text = search.text?.trim().toLowerCase();
  return pages.filter(({ row, page }) =>
    (!text || [row.code, ...titleTexts(page.title)].some((t) => t.toLowerCase().includes(text)))
    && (search.topic === undefined || page.topic === search.topic)
    && (search.published === undefined || (page.published === true) === search.published)
    && (search.owner === undefined || page.owner === search.owner));
}
