/** The report model kind (issue 19): the parameters a printout asks for and the data it reads from Keel's services. */
import type { FromSchema } from 'json-schema-to-ts';
import { reportSourceIds } from '../../lib/printouts/report-sources.js';
import { localTextSchema } from '../local-text.schema.js';

export const reportModelSchema = {
  "$id": "keel:report-model",
  "title": "Report model",
  "description": "What a printout reads: the parameters the user fills in (a JSON Schema object and its uiSchema) and the sources, each one of Keel's services called with arguments computed from the parameters. The report descriptors of the model bind their texts and tables to { params, data } where data holds each source's answer under its name.",
  "type": "object",
  "required": ["title", "parameters", "sources"],
  "additionalProperties": false,
  "properties": {
    "title": localTextSchema,
    "description": localTextSchema,
    "parameters": {
      "type": "object",
      "description": "A JSON Schema of type object: the parameter form, checked on every generation.",
      "required": ["type", "properties"],
      "properties": {
        "type": { "const": "object" },
        "properties": { "type": "object", "maxProperties": 20 },
        "required": { "type": "array", "items": { "type": "string" } }
      }
    },
    "parametersUi": { "type": "object", "description": "The uiSchema of the parameter form (titles {en, ru}, \"ui:widget\": \"ship\" for a ship of the user's)." },
    "sources": {
      "type": "array", "minItems": 1, "maxItems": 20,
      "items": {
        "type": "object",
        "required": ["name", "source"],
        "additionalProperties": false,
        "properties": {
          "name": { "type": "string", "pattern": "^[a-z][A-Za-z0-9]{0,39}$", "description": "Where its answer is in the data: data.<name>." },
          "source": { "enum": reportSourceIds, "description": "One of Keel's services (descriptors/lib/printouts/report-sources.ts)." },
          "with": {
            "type": "object", "maxProperties": 10,
            "description": "The source's arguments, each a JSONata expression over { params }: \"params.unitId\".",
            "additionalProperties": { "type": "string", "minLength": 1, "maxLength": 2000 }
          }
        }
      }
    }
  }
} as const;

export type ReportModelBody = FromSchema<typeof reportModelSchema, { keepDefaultedPropertiesOptional: true }>;
