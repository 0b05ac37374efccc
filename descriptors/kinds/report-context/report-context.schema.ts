/** The report context kind (issue 19): where a printout is offered and who may run it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

const levels = ['VIEW', 'MANAGEMENT'] as const;

export const reportContextSchema = {
  "$id": "keel:report-context",
  "title": "Report context",
  "description": "Offers a report descriptor: on printout reporting and on the screens named, to users holding the functions named (MANAGE_PRINTOUT_REPORTING at VIEW always). Schedules with recipients come with e-mail.",
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
    }
  }
} as const;

export type ReportContextBody = FromSchema<typeof reportContextSchema, { keepDefaultedPropertiesOptional: true }>;
