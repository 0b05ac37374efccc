/** The Resource kind: its JSON Schema (validated on every write) and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';

export const resourceSchema = {
  "$id": "keel:resource",
  "title": "Resource",
  "description": "A master-data entity: the JSON Schema of its fields, unique fields, references to other resources, list columns and the functions it needs.",
  "type": "object",
  "required": [
    "title",
    "schema",
    "access"
  ],
  "additionalProperties": false,
  "properties": {
    "title": {
      "$ref": "#/definitions/text"
    },
    "store": {
      "enum": [
        "records",
        "users",
        "roles",
        "role-groups",
        "units",
        "unit-groups",
        "app-parameters",
        "voyage-legs"
      ],
      "default": "records"
    },
    "schema": {
      "type": "object",
      "required": [
        "type",
        "properties"
      ],
      "properties": {
        "type": {
          "const": "object"
        },
        "properties": {
          "type": "object",
          "additionalProperties": {
            "type": "object",
            "properties": {
              "type": { "anyOf": [{ "type": "string" }, { "type": "array", "items": { "type": "string" } }] },
              "title": { "type": "string" }
            }
          }
        },
        "required": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      }
    },
    "uiSchema": {
      "type": "object"
    },
    "codeField": {
      "type": "string"
    },
    "labelField": {
      "type": "string"
    },
    "uniqueFields": {
      "type": "array",
      "items": {
        "type": "string"
      }
    },
    "references": {
      "type": "object",
      "additionalProperties": {
        "type": "object",
        "required": [
          "resource"
        ],
        "additionalProperties": false,
        "properties": {
          "resource": {
            "type": "string"
          },
          "key": {
            "type": "string",
            "description": "Field of the referenced record whose value is stored; the record id when absent."
          },
          "multiple": {
            "type": "boolean"
          }
        }
      }
    },
    "list": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "columns": {
          "type": "array",
          "items": {
            "type": "object",
            "required": [
              "field"
            ],
            "additionalProperties": false,
            "properties": {
              "field": {
                "type": "string"
              },
              "title": {
                "$ref": "#/definitions/text"
              },
              "sortable": {
                "type": "boolean"
              },
              "filter": {
                "enum": [
                  "text",
                  "select",
                  "boolean",
                  "period"
                ],
                "description": "text: contains; select: one of the reference or enum options; boolean: all/yes/no; period: a date range over a date-time field (from..to, days inclusive)."
              },
              "width": {
                "type": "number"
              },
              "badges": {
                "type": "object",
                "description": "Values shown as coloured badges: value → colour (e.g. a date status: VALID green, EXPIRED red).",
                "additionalProperties": { "enum": ["gray", "red", "orange", "yellow", "green", "teal", "blue", "violet"] }
              }
            }
          }
        },
        "searchFields": {
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "defaultSort": {
          "type": "object",
          "required": [
            "field"
          ],
          "properties": {
            "field": {
              "type": "string"
            },
            "direction": {
              "enum": [
                "asc",
                "desc"
              ]
            }
          }
        },
        "pageSize": {
          "type": "integer",
          "minimum": 5,
          "maximum": 500
        }
      }
    },
    "access": {
      "type": "object",
      "required": [
        "view",
        "manage"
      ],
      "additionalProperties": false,
      "properties": {
        "view": {
          "$ref": "#/definitions/requirement"
        },
        "manage": {
          "$ref": "#/definitions/requirement"
        }
      }
    },
    "disableInsteadOfDelete": {
      "type": "boolean"
    },
    "canDelete": {
      "type": "boolean",
      "description": "false: records are never deleted through the convention (the store refuses; the editor offers no Delete)."
    },
    "referenceData": {
      "type": "boolean",
      "description": "true: its records are reference data (ports, nations, fuel categories): their names, as options, may be read by anyone who may view a resource referring to it, so a user can read his own records."
    },
    "canDisable": {
      "type": "boolean",
      "description": "false: records are not disabled or enabled by users (the store refuses; the editor offers no Disable)."
    },
    "lockedWhen": {
      "type": "object",
      "required": ["field", "in"],
      "additionalProperties": false,
      "description": "Records whose field holds one of these values are read-only (the store refuses edits; the editor opens without Edit).",
      "properties": {
        "field": { "type": "string", "minLength": 1 },
        "in": { "type": "array", "minItems": 1 }
      }
    },
    "unitField": {
      "type": "string",
      "minLength": 1,
      "description": "A top-level field holding the ship (unit id) the record belongs to: records of ships the user may not see are neither listed, read nor written."
    },
    "dateStatus": {
      "type": "object",
      "required": ["field", "dateField", "warningDays"],
      "additionalProperties": false,
      "description": "A status computed from a date field whenever a record is read, never stored (descriptors/lib/date-status.ts): EXPIRED after the date, EXPIRING within the warning days before it, VALID before that, NO_EXPIRY without one. The field can be a list column, filtered with select (the server filters by the date) and sorted (by the date).",
      "properties": {
        "field": { "type": "string", "minLength": 1 },
        "dateField": { "type": "string", "minLength": 1 },
        "warningDays": { "type": "integer", "minimum": 0, "maximum": 3650 },
        "warningDaysParameter": { "type": "string", "minLength": 1, "description": "An app parameter whose stored value overrides warningDays." }
      }
    },
    "disableBlockedBy": {
      "type": "array",
      "items": { "type": "string", "minLength": 1 },
      "uniqueItems": true
    },
    "duplicateFields": {
      "type": "array",
      "items": { "type": "string", "minLength": 1 },
      "minItems": 1,
      "uniqueItems": true
    },
    "actions": {
      "type": "array",
      "description": "Buttons shown on a record in view mode, calling a server route of the record (e.g. reset password). The server's messages tell the result.",
      "items": {
        "type": "object",
        "required": [
          "id",
          "label",
          "method",
          "path"
        ],
        "additionalProperties": false,
        "properties": {
          "id": {
            "type": "string",
            "pattern": "^[a-z][a-z0-9-]*$"
          },
          "label": {
            "$ref": "#/definitions/text"
          },
          "method": {
            "enum": [
              "POST",
              "PUT"
            ]
          },
          "path": {
            "type": "string",
            "pattern": "^/.*\\{id\\}",
            "description": "API path below /api with {id} for the record id."
          },
          "confirm": {
            "$ref": "#/definitions/text"
          },
          "requires": {
            "$ref": "#/definitions/requirement"
          },
          "visibleWhen": {
            "type": "object",
            "required": [
              "field",
              "equals"
            ],
            "additionalProperties": false,
            "properties": {
              "field": {
                "type": "string"
              },
              "equals": {}
            }
          }
        }
      }
    },
    "labelFields": {
      "type": "array",
      "minItems": 1,
      "items": {
        "type": "string"
      },
      "description": "Fields joined with a space to label a record (e.g. surname and name); empty values are skipped, the id is the fallback. Takes precedence over labelField."
    }
  },
  "definitions": {
    "text": {
      "oneOf": [
        {
          "type": "string",
          "minLength": 1
        },
        {
          "type": "object",
          "required": [
            "en"
          ],
          "additionalProperties": false,
          "properties": {
            "en": {
              "type": "string"
            },
            "ru": {
              "type": "string"
            }
          }
        }
      ]
    },
    "requirement": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "requiredFunctions": {
          "type": "object",
          "additionalProperties": {
            "enum": [
              "VIEW",
              "MANAGEMENT"
            ]
          }
        },
        "requiredRoles": {
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      }
    }
  }
} as const;

export type ResourceBody = FromSchema<typeof resourceSchema, { keepDefaultedPropertiesOptional: true }>;
