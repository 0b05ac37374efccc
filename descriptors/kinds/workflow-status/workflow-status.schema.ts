/** The Workflow status kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

export const workflowStatusSchema = {
  "$id": "keel:workflow-status",
  "title": "Workflow status",
  "description": "A status of a logbook day that eLog permission rows can be tied to (IN_PROGRESS, COMPLETED, SIGNED). Without eLog it applies to every logbook. The descriptor code is the status code.",
  "type": "object",
  "required": ["code", "name", "order"],
  "additionalProperties": false,
  "properties": {
    "code": { "type": "string", "pattern": "^[A-Z][A-Z0-9_]*$", "maxLength": 60, "description": "Equals the descriptor code." },
    "name": { "$ref": "#/definitions/text" },
    "eLog": {
      "type": "string",
      "pattern": "^[A-Z][A-Z0-9_]*$",
      "maxLength": 60,
      "description": "The eLogCode of the one logbook the status belongs to; every logbook when absent."
    },
    "description": { "$ref": "#/definitions/text" },
    "order": { "type": "integer", "minimum": 0 },
    "system": { "type": "boolean" }
  },
  "definitions": {
    "text": localTextSchema
  }
} as const;

export type WorkflowStatusBody = FromSchema<typeof workflowStatusSchema, { keepDefaultedPropertiesOptional: true }>;
