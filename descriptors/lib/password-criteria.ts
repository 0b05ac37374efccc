/** SPEC §3 password criteria and the one check both the server and the change-password form use. */
export interface PasswordCriteria {
  minLength: number;
  lowerChars: number;
  upperChars: number;
  digits: number;
  specialChars: number;
}

export type PasswordCriterion = keyof PasswordCriteria;

const counters: Record<Exclude<PasswordCriterion, 'minLength'>, RegExp> = {
  lowerChars: /\p{Ll}/gu,
  upperChars: /\p{Lu}/gu,
  digits: /\p{Nd}/gu,
  specialChars: /[^\p{L}\p{Nd}\s]/gu,
};

/** The criteria the password does not meet (empty when it meets all). */
export function unmetPasswordCriteria(password: string, criteria: PasswordCriteria): PasswordCriterion[] {
  const unmet: PasswordCriterion[] = [];
  if ([...password].length < criteria.minLength) unmet.push('minLength');
  for (const [name, pattern] of Object.entries(counters) as [Exclude<PasswordCriterion, 'minLength'>, RegExp][]) {
    const count = password.match(pattern)?.length ?? 0;
    if (count < criteria[name]) unmet.push(name);
  }
  return unmet;
}
