/** The Algorithm kind (SPEC §3 Algorithm): its JSON Schema and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';
import {
  algorithmFamilies, algorithmLanguages, artifactCodePattern, artifactRequirements, inputRules, sourceCodeMaxLength, tagCodePattern,
} from '../../lib/algorithms/algorithm-vocabulary.js';

export const algorithmSchema = {
  "$id": "keel:algorithm",
  "title": "Algorithm",
  "description": "A user-defined algorithm (SPEC §3): a script that turns a ship's tags into new tags, run for every ship of its data cluster as data arrives. The descriptor's code is the algorithm code; system, disabled, creation time and first usage are the descriptor row's.",
  "type": "object",
  "required": ["description", "script", "algorithmFamily", "clusterId", "tagsRequiredByScript", "outputTags"],
  "additionalProperties": false,
  "properties": {
    "description": { "$ref": "#/definitions/text" },
    "script": {
      "type": "object",
      "required": ["language", "sourceCode"],
      "additionalProperties": false,
      "properties": {
        "language": { "enum": algorithmLanguages },
        "sourceCode": { "type": "string", "maxLength": sourceCodeMaxLength }
      }
    },
    "algorithmFamily": { "enum": algorithmFamilies },
    "artifactsRequired": {
      "type": "array",
      "maxItems": 10,
      "items": {
        "type": "object",
        "required": ["artifactDescriptor", "requirement"],
        "additionalProperties": false,
        "properties": {
          "artifactDescriptor": { "type": "string", "pattern": artifactCodePattern, "description": "The code of an artifact descriptor." },
          "requirement": { "enum": artifactRequirements }
        }
      }
    },
    "clusterId": { "type": "string", "minLength": 1, "maxLength": 60, "description": "The data cluster whose ships the algorithm runs for; inputs and outputs are series of its primary group." },
    "tagsRequiredByScript": {
      "type": "array",
      "maxItems": 50,
      "items": {
        "type": "object",
        "required": ["tag", "rule"],
        "additionalProperties": false,
        "properties": {
          "tag": { "type": "string", "pattern": tagCodePattern },
          "rule": { "enum": inputRules },
          "defaultValue": { "type": "number" }
        }
      }
    },
    "outputTags": {
      "type": "array",
      "maxItems": 20,
      "uniqueItems": true,
      "items": { "type": "string", "pattern": tagCodePattern }
    },
    "intervalMinutes": {
      "type": "integer", "minimum": 1, "maximum": 1440,
      "description": "The time step of the inputs: each required tag is averaged (or aggregated as its tag says) over buckets of this many minutes. Default 10."
    },
    "continuous": { "type": "boolean", "description": "Whether the server keeps the output tags computed as data arrives (default true)." }
  },
  "definitions": {
    "text": localTextSchema
  }
} as const;

export type AlgorithmBody = FromSchema<typeof algorithmSchema, { keepDefaultedPropertiesOptional: true }>;
