/** The eLog permission set kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

export const elogPermissionSchema = {
  "$id": "keel:elog-permission",
  "title": "eLog permission set",
  "description": "Who may do what in one logbook (SPEC §3 \"eLog permission set\", §6): rows of role group, eLog permission, optionally only in one workflow status, and for APPROVAL whether it is the first or the main signature. The descriptor code is the eLogCode.",
  "type": "object",
  "required": ["eLogCode", "permissions"],
  "additionalProperties": false,
  "properties": {
    "eLogCode": {
      "type": "string",
      "pattern": "^[A-Z][A-Z0-9_]*$",
      "maxLength": 60,
      "description": "The logbook code; equals the descriptor code."
    },
    "permissions": {
      "type": "array",
      "items": {
        "type": "object",
        "required": ["idRoleGroup", "permission"],
        "additionalProperties": false,
        "properties": {
          "idRoleGroup": { "type": "string", "pattern": "^[A-Z0-9_]+$", "maxLength": 60, "description": "Role group code." },
          "permission": {
            "enum": [
              "VIEW", "FILLING", "SET_DAY_COMPLETE", "APPROVAL", "MISSED_APPROVAL", "CANCELED_APPROVAL", "LOG_WORKFLOW_MANAGMENT", "PRINT"
            ],
            "description": "LOG_WORKFLOW_MANAGMENT is spelt as SPEC §6 spells it."
          },
          "workflowStatus": {
            "type": "string",
            "pattern": "^[A-Z][A-Z0-9_]*$",
            "description": "Code of a workflow-status; the row applies only in it. Every status when absent."
          },
          "firstSign": { "type": "boolean", "description": "APPROVAL: gives the first signature (the officer in charge)." },
          "main": { "type": "boolean", "description": "APPROVAL: gives the main signature (the master or chief engineer)." }
        }
      }
    },
    "system": { "type": "boolean" }
  },
  "definitions": {
    "text": localTextSchema
  }
} as const;

export type ElogPermissionBody = FromSchema<typeof elogPermissionSchema, { keepDefaultedPropertiesOptional: true }>;
