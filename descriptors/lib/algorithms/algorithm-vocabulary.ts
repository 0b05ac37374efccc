/** SPEC §3 lists of the algorithms capability, once: languages, families, artifact requirements and input rules. */
export const algorithmLanguages = ['PYTHON', 'JAVA', 'R'] as const;
export type AlgorithmLanguage = (typeof algorithmLanguages)[number];

/** The languages Keel can run; a script in another is saved but refused at run (422 naming the language). */
export const runnableLanguages: readonly AlgorithmLanguage[] = ['PYTHON'];

export const algorithmFamilies = ['RANDOM_FOREST', 'OTHER'] as const;
export type AlgorithmFamily = (typeof algorithmFamilies)[number];

/**
 * How an algorithm needs an artifact (decision 51): MANDATORY — it does not run for a ship without a current model;
 * OPTIONAL — it runs without one; BY_ARTIFACT — it receives every current model of the ship for that artifact, one per
 * additional key (e.g. LADEN and BALLAST).
 */
export const artifactRequirements = ['BY_ARTIFACT', 'MANDATORY', 'OPTIONAL'] as const;
export type ArtifactRequirement = (typeof artifactRequirements)[number];

/**
 * What a run does with a bucket where a required tag has no value: MANDATORY — the bucket is left out for every tag;
 * LAST_VALUE — the last known value carries forward; DEFAULT — the tag's defaultValue; OPTIONAL — null is passed.
 */
export const inputRules = ['MANDATORY', 'LAST_VALUE', 'DEFAULT', 'OPTIONAL'] as const;
export type InputRule = (typeof inputRules)[number];

/** What a trained model's content is: the training rows themselves or the trained set (the model). */
export const trainingSets = ['DATA_MATRIX', 'TRAINED_SET'] as const;

export const artifactCodePattern = '^[A-Z0-9][A-Z0-9_]{0,59}$';
export const tagCodePattern = '^[A-Za-z0-9][\\w.-]{0,99}$';
/** Characters of a script; a longer one is refused at its field. */
export const sourceCodeMaxLength = 200_000;
