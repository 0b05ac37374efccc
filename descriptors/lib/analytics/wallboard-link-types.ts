/** The wire shape of GET wallboard-links (server/modules/analytics/wallboard-link-list.ts), shared with the runtime. */
import type { LocalText } from '../text.js';

export const linkStatuses = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type LinkStatus = (typeof linkStatuses)[number];

/** A line of GET wallboard-links: the link is named by its id only (its value was shown once, when it was made). */
export interface LinkSummary {
  id: string;
  page: string;
  pageTitle: LocalText;
  createdBy: string;
  createdByName: string;
  createdOn: string;
  expiresAt: string;
  revokedAt: string | null;
  status: LinkStatus;
}
