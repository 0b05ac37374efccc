/** The Data cluster kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';

export const clusterSchema = {
  "$id": "keel:cluster",
  "title": "Data cluster",
  "description": "A data cluster (SPEC §3): how a family of measurements is grouped into series. Each group names its keys; the key marked isUnit holds the ship's code and decides who may see the series. The descriptor's code is the cluster code.",
  "type": "object",
  "required": ["description", "timing", "groups"],
  "additionalProperties": false,
  "properties": {
    "description": { "$ref": "#/definitions/text" },
    "timing": { "enum": ["CONTINUOUS", "PERIODIC", "EVENT"], "description": "CONTINUOUS: sensor streams (minute data); PERIODIC: reports at intervals; EVENT: values at events." },
    "collectionSuffix": { "type": "string", "pattern": "^[a-z0-9_]*$", "maxLength": 40 },
    "defaultSource": { "enum": ["BOTH", "CENTRAL_UNIT", "REMOTE_UNIT"] },
    "groups": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "object",
        "required": ["code", "keys"],
        "additionalProperties": false,
        "properties": {
          "code": { "type": "string", "pattern": "^[A-Z0-9_]+$", "maxLength": 40 },
          "description": { "$ref": "#/definitions/text" },
          "primary": { "type": "boolean" },
          "keys": {
            "type": "array",
            "minItems": 1,
            "items": {
              "type": "object",
              "required": ["key"],
              "additionalProperties": false,
              "properties": {
                "key": { "type": "string", "pattern": "^[a-zA-Z][a-zA-Z0-9_]*$", "maxLength": 40 },
                "description": { "$ref": "#/definitions/text" },
                "isUnit": { "type": "boolean" },
                "labels": {
                  "type": "object",
                  "description": "Names of the key's values as charts show them, by value (e.g. ME → Main engine).",
                  "additionalProperties": { "$ref": "#/definitions/text" }
                },
                "resource": {
                  "type": "string",
                  "pattern": "^[a-z][a-z0-9-]*$",
                  "maxLength": 60,
                  "description": "A resource whose records, by their code, name the key's values (e.g. fuel-category)."
                }
              }
            }
          }
        }
      }
    },
    "hidden": { "type": "boolean" },
    "distribution": {
      "type": "object",
      "additionalProperties": false,
      "properties": { "updatePriority": { "type": "integer", "minimum": 0, "maximum": 100 } }
    },
    "processing": {
      "type": "object",
      "additionalProperties": false,
      "properties": { "processors": { "type": "array", "items": { "type": "string", "minLength": 1 } } }
    }
  },
  "definitions": {
    "text": localTextSchema
  }
} as const;

export type ClusterBody = FromSchema<typeof clusterSchema, { keepDefaultedPropertiesOptional: true }>;
