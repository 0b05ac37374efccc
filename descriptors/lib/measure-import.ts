/** Limits of the CSV import of measurements (POST /api/measures/import), shared by the server and the import dialog. */
export const measureImportLimits = {
  /** the largest file accepted (bytes) */
  maxBytes: 32 * 1024 * 1024,
  /** data rows a preview shows unless asked for another number */
  previewRows: 20,
  maxPreviewRows: 200,
  /** points handed to ingestion at a time: each batch is one transaction and one progress step */
  batchPoints: 20_000,
  /** problems and refusal reasons kept (and stored with the import) */
  maxReasons: 1000,
} as const;

/** The file formats the import reads (detected from the header line). */
export const measureCsvFormats = ['wide', 'long'] as const;
export type MeasureCsvFormat = (typeof measureCsvFormats)[number];

/** A refused point, a refused series (with how many points it held) or a refused line, as stored with the import. */
export interface ImportReason {
  line?: number;
  column?: string;
  /** points refused for this reason when it stands for a whole series */
  points?: number;
  reason: string;
}
