/** The report context kind (issue 19): where a printout is offered and who may run it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

const levels = ['VIEW', 'MANAGEMENT'] as const;

/** Relative periods a schedule fills into its model's `from`/`to` (dates), `year` and `at` (descriptors/lib/printouts/schedule-period.ts). */
export const schedulePeriods = ['PREVIOUS_DAY', 'PREVIOUS_WEEK', 'PREVIOUS_MONTH', 'PREVIOUS_QUARTER', 'PREVIOUS_YEAR', 'MONTH_TO_DATE', 'YEAR_TO_DATE'] as const;

/** A schedule: the printout made at the cron's times (UTC) as the user who last saved the context, e-mailed to a distribution list. */
const scheduleSchema = {
  "type": "object",
  "required": ["id", "cron", "distributionList"],
  "additionalProperties": false,
  "properties": {
    "id": { "type": "string", "minLength": 1, "maxLength": 50, "pattern": "^[A-Za-z0-9_-]+$", "description": "Names the schedule in its runs; unique within the context." },
    "cron": { "type": "string", "minLength": 1, "maxLength": 100, "description": "Five fields, UTC (the scheduler's expressions)." },
    "period": { "enum": schedulePeriods, "description": "Fills the model's from/to, year and at with the period before the run's time." },
    "parameters": { "type": "object", "description": "Fixed values of the model's other parameters." },
    "units": {
      "type": "array", "maxItems": 50, "uniqueItems": true,
      "description": "Ship codes: one PDF per ship, filled into unitId. Empty for a model without a ship.",
      "items": { "type": "string", "minLength": 1, "maxLength": 100 }
    },
    "distributionList": { "type": "string", "minLength": 1, "maxLength": 100, "description": "The distribution list's code; resolved per ship." },
    "language": { "enum": ["en", "ru"], "description": "The PDF's language (en when not given); each mail is in its recipient's language." },
    "enabled": { "type": "boolean", "description": "false keeps the schedule but does not run it." }
  }
} as const;

export const reportContextSchema = {
  "$id": "keel:report-context",
  "title": "Report context",
  "description": "Offers a report descriptor: on printout reporting and on the screens named, to users holding the functions named (MANAGE_PRINTOUT_REPORTING at VIEW always). Schedules make it at cron times and e-mail it to a distribution list.",
  "type": "object",
  "required": ["report", "title"],
  "additionalProperties": false,
  "properties": {
    "report": { "type": "string", "minLength": 1, "maxLength": 100, "description": "The report descriptor's code." },
    "title": localTextSchema,
    "screens": {
      "type": "array", "maxItems": 20, "uniqueItems": true,
      "description": "Screens whose toolbar offers the printout, by their menu item id (e.g. cii-overview).",
      "items": { "type": "string", "minLength": 1, "maxLength": 100 }
    },
    "requiredFunctions": {
      "type": "object", "maxProperties": 10,
      "description": "Functions (with their least level) a user must hold to run it, besides MANAGE_PRINTOUT_REPORTING at VIEW.",
      "additionalProperties": { "enum": levels }
    },
    "schedules": {
      "type": "array", "maxItems": 20,
      "description": "Printouts made on a schedule and e-mailed to a distribution list (docs/printouts.md \"Schedules\").",
      "items": scheduleSchema
    }
  }
} as const;

export type ReportContextBody = FromSchema<typeof reportContextSchema, { keepDefaultedPropertiesOptional: true }>;
