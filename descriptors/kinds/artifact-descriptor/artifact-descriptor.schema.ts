/** The Artifact descriptor kind (SPEC §3): its JSON Schema and the body type derived from it. */
import type { FromSchema } from 'json-schema-to-ts';
import { localTextSchema } from '../local-text.schema.js';
import { algorithmFamilies, algorithmLanguages, artifactCodePattern, sourceCodeMaxLength, tagCodePattern } from '../../lib/algorithms/algorithm-vocabulary.js';

export const artifactDescriptorSchema = {
  "$id": "keel:artifact-descriptor",
  "title": "Artifact descriptor",
  "description": "A kind of trained model algorithms may require (SPEC §3): what it predicts (targetTag), how it is trained (regressionFamily) and an example script that uses it. Trained models of it are kept per ship as artifact containers. The descriptor's code is the artifact code.",
  "type": "object",
  "required": ["description", "artifactType", "regressionFamily", "language", "targetTag"],
  "additionalProperties": false,
  "properties": {
    "description": { "$ref": "#/definitions/text" },
    "artifactType": { "type": "string", "pattern": artifactCodePattern, "description": "A family of artifacts algorithms ask for (e.g. SPEED_POWER)." },
    "regressionFamily": { "enum": algorithmFamilies },
    "language": { "enum": algorithmLanguages, "description": "The language of the example." },
    "example": { "type": "string", "maxLength": sourceCodeMaxLength, "description": "A script using the artifact: the template a new algorithm starts from." },
    "additionalKeyAllowed": { "type": "boolean", "description": "Whether a ship may keep one current model per additional key (e.g. LADEN, BALLAST)." },
    "targetTag": { "type": "string", "pattern": tagCodePattern, "description": "The tag the model predicts." }
  },
  "definitions": {
    "text": localTextSchema
  }
} as const;

export type ArtifactDescriptorBody = FromSchema<typeof artifactDescriptorSchema, { keepDefaultedPropertiesOptional: true }>;
