/**
 * The alarm definition kind (issue 20, docs/alarms.md): what raises an alarm, how loud, for which ships, and who hears
 * of it. One definition watches many subjects (each series of its tag on each ship, each document, each logbook day);
 * each subject has at most one open episode.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';
import { alarmPriorities } from '../../lib/alarms/alarm.js';

const code = { type: 'string', minLength: 1, maxLength: 100 } as const;
const tag = { ...code, description: "The measure's tag, e.g. ME_EXH_TEMP." } as const;
const groupingKey = {
  type: 'string', minLength: 1, maxLength: 200,
  description: 'Only the series whose grouping key starts with this, after {unit} is replaced by the ship (e.g. SHIP-UNIT-{unit}); every series of the tag when absent.',
} as const;
const finite = { type: 'number', minimum: -1e12, maximum: 1e12 } as const;

/** The conditions a definition may watch; `type` chooses. */
export const alarmConditionTypes = ['threshold', 'rate', 'stale', 'deviation', 'expression', 'document-expiry', 'elog-deadline'] as const;

export const alarmDefinitionSchema = {
  "$id": "keel:alarm-definition",
  "title": "Alarm definition",
  "description": "A condition on a ship's data, documents or logbooks that raises an alarm episode: its priority, class, the delays that keep a noisy signal to one episode, the ships it applies to and the distribution list told of it.",
  "type": "object",
  "required": ["title", "priority", "condition"],
  "additionalProperties": false,
  "properties": {
    "title": localTextSchema,
    "description": localTextSchema,
    "priority": { "enum": alarmPriorities, "description": "ALARM needs immediate action; WARNING may become hazardous; CAUTION asks for awareness (IMO MSC.302(87))." },
    "alarmClass": { ...code, "description": "A simple value of the configuration scope alarmClass." },
    "problemCause": { ...code, "description": "A simple value of the configuration scope problemCause: the likely cause shown with the alarm." },
    "genericAsset": { ...code, "description": "The system it belongs to in the ship's asset tree (a generic asset code, e.g. MAIN_ENGINE)." },
    "units": {
      "type": "array", "maxItems": 500, "uniqueItems": true, "items": code,
      "description": "The ships it applies to, by code (e.g. NORDIC_ORE); every ship when absent or empty."
    },
    "enabled": { "type": "boolean", "default": true },
    "delayOnSeconds": { "type": "integer", "minimum": 0, "maximum": 86400, "default": 0, "description": "The condition must hold this long before an episode is raised." },
    "delayOffSeconds": { "type": "integer", "minimum": 0, "maximum": 86400, "default": 0, "description": "The condition must stay clear this long before the episode is rectified." },
    "distributionList": { ...code, "description": "The distribution list told when an episode is raised (notifications to its users, e-mail to its addresses)." },
    "email": { "type": "boolean", "default": false, "description": "Also e-mail the list's users and addresses when an episode is raised." },
    "condition": {
      "oneOf": [
        {
          "type": "object", "title": "Threshold", "additionalProperties": false,
          "required": ["type", "tag"], "anyOf": [{ "required": ["high"] }, { "required": ["low"] }],
          "properties": {
            "type": { "const": "threshold" }, "tag": tag, "groupingKey": groupingKey,
            "high": { ...finite, "description": "Raised when the value goes above this." },
            "low": { ...finite, "description": "Raised when the value goes below this." },
            "hysteresis": { "type": "number", "minimum": 0, "maximum": 1e12, "default": 0, "description": "Clears only once the value is back inside the limit by this much (deadband)." }
          }
        },
        {
          "type": "object", "title": "Rate of change", "additionalProperties": false,
          "required": ["type", "tag", "maxPerMinute"],
          "properties": {
            "type": { "const": "rate" }, "tag": tag, "groupingKey": groupingKey,
            "maxPerMinute": { "type": "number", "exclusiveMinimum": 0, "maximum": 1e12, "description": "Raised when the value changes faster than this per minute (either direction) between two points." }
          }
        },
        {
          "type": "object", "title": "Stale data", "additionalProperties": false,
          "required": ["type", "tag", "minutes"],
          "properties": {
            "type": { "const": "stale" }, "tag": tag, "groupingKey": groupingKey,
            "minutes": { "type": "integer", "minimum": 1, "maximum": 100000, "description": "Raised when the series has had no value for this many minutes." }
          }
        },
        {
          "type": "object", "title": "Deviation from a reference", "additionalProperties": false,
          "required": ["type", "tag", "reference", "maxDeviationPercent"],
          "properties": {
            "type": { "const": "deviation" }, "tag": tag, "groupingKey": groupingKey,
            "reference": {
              "oneOf": [
                { "type": "object", "additionalProperties": false, "required": ["value"], "properties": { "value": finite } },
                { "type": "object", "additionalProperties": false, "required": ["shipField"], "properties": { "shipField": { ...code, "description": "A field of the ship's particulars, e.g. a charter-party speed." } } }
              ]
            },
            "direction": { "enum": ["below", "above", "both"], "default": "both" },
            "maxDeviationPercent": { "type": "number", "exclusiveMinimum": 0, "maximum": 1000 }
          }
        },
        {
          "type": "object", "title": "Expression over several tags", "additionalProperties": false,
          "required": ["type", "tags", "expression"],
          "properties": {
            "type": { "const": "expression" },
            "tags": { "type": "array", "minItems": 1, "maxItems": 20, "uniqueItems": true, "items": tag },
            "expression": { "type": "string", "minLength": 1, "maxLength": 2000, "description": "JSONata over the ship's latest values by tag (e.g. ME_LOAD > 50 and ME_EXH_TEMP > 420); true raises." }
          }
        },
        {
          "type": "object", "title": "Document expiry", "additionalProperties": false,
          "required": ["type", "daysAhead"],
          "properties": {
            "type": { "const": "document-expiry" },
            "daysAhead": { "type": "integer", "minimum": 0, "maximum": 3650, "description": "Raised for each of the ship's documents expiring within this many days (or expired)." },
            "documentTypes": { "type": "array", "maxItems": 100, "uniqueItems": true, "items": code }
          }
        },
        {
          "type": "object", "title": "Logbook deadline", "additionalProperties": false,
          "required": ["type", "elog", "hoursAfterDayEnd"],
          "properties": {
            "type": { "const": "elog-deadline" },
            "elog": { ...code, "description": "The logbook (elog-config code), e.g. ELOG_DECK." },
            "hoursAfterDayEnd": { "type": "integer", "minimum": 0, "maximum": 720 },
            "requiredStatus": { "enum": ["COMPLETED", "APPROVED"], "default": "APPROVED", "description": "The day must have reached this status by the deadline." }
          }
        }
      ]
    }
  }
} as const;

export type AlarmDefinitionBody = FromSchema<typeof alarmDefinitionSchema, { keepDefaultedPropertiesOptional: true }>;
export type AlarmCondition = AlarmDefinitionBody['condition'];
