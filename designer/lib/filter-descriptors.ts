/** The descriptor list's search: every word must appear in the code or the title (any language). */
import type { DescriptorSummary } from '../../runtime/api/descriptor-api.js';

export function matchesSearch(summary: DescriptorSummary, titleText: string, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${summary.code} ${titleText}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
