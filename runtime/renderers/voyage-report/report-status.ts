/** How a report's status shows: the badge colour of each. */
import type { VesselReportStatus } from '../../../descriptors/lib/vessel-reports/report-kinds.js';

export const statusColour: Record<VesselReportStatus, string> = { DRAFT: 'gray', SUBMITTED: 'blue', APPROVED: 'teal', REJECTED: 'red' };
