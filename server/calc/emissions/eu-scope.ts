/**
 * The EU scope of a voyage leg and the share of it each EU regime counts. Which calls are port calls (transhipment
 * ports, refuelling-only stops) and island/outermost-region derogations are the leg classification's job. Pure: no I/O.
 */

/**
 * INTRA_EU: between two EU/EEA ports; FROM_EU / TO_EU: departing from / arriving at an EU/EEA port with the other end
 * outside; AT_BERTH_EU: at berth in an EU/EEA port; OUTSIDE: neither end in the EU/EEA.
 */
export const EU_LEG_SCOPES = ['INTRA_EU', 'FROM_EU', 'TO_EU', 'AT_BERTH_EU', 'OUTSIDE'] as const;
export type EuLegScope = (typeof EU_LEG_SCOPES)[number];

// Directive 2003/87/EC Art. 3ga (as amended by (EU) 2023/959) and Regulation (EU) 2023/1805 Art. 2: 100 % / 50 % / 100 %.
export const EU_SCOPE_SHARE: Readonly<Record<EuLegScope, number>> = {
  INTRA_EU: 1,
  FROM_EU: 0.5,
  TO_EU: 0.5,
  AT_BERTH_EU: 1,
  OUTSIDE: 0,
};

/** The scope of a voyage between two ports from their EU/EEA flags (Directive 2003/87/EC Art. 3ga; Reg. (EU) 2023/1805 Art. 2). */
export function classifyEuVoyage(departureIsEu: boolean, arrivalIsEu: boolean): EuLegScope {
  if (departureIsEu && arrivalIsEu) return 'INTRA_EU';
  if (departureIsEu) return 'FROM_EU';
  if (arrivalIsEu) return 'TO_EU';
  return 'OUTSIDE';
}
