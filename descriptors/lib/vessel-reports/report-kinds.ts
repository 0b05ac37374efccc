/**
 * The vessel reports a ship files on /voyage-report (decision 62): one form descriptor per kind (VOYAGE_REPORT_<KIND>,
 * usage VOYAGE_REPORT), reshaped by implementers in the designer; what a kind means to the voyage record and the
 * checks is this list's. A report goes DRAFT → SUBMITTED → APPROVED, or back from SUBMITTED to REJECTED and on again.
 */
export const vesselReportKinds = ['DEPARTURE', 'NOON', 'ARRIVAL', 'AT_ANCHOR', 'BUNKERING'] as const;
export type VesselReportKind = (typeof vesselReportKinds)[number];

export const vesselReportStatuses = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type VesselReportStatus = (typeof vesselReportStatuses)[number];

/** The form a kind of report is filed in. */
export const vesselReportFormCode = (kind: VesselReportKind) => `VOYAGE_REPORT_${kind}`;

/** The statuses in which the ship (the reporting officer) may still change a report. */
export const filerEditableStatuses: readonly VesselReportStatus[] = ['DRAFT', 'REJECTED'];

/** How long a rejection note may be. */
export const reviewNoteLength = 2000;
