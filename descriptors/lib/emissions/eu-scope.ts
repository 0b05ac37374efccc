/**
 * The EU scope of a voyage leg or stay and the share of it each EU regime counts, for the calculations (server/calc)
 * and the screens alike. Which calls are port calls and the derogations are the leg classification's job.
 */

/**
 * INTRA_EU: between two EU/EEA ports; FROM_EU / TO_EU: departing from / arriving at an EU/EEA port with the other end
 * outside; AT_BERTH_EU: at berth in an EU/EEA port; OUTSIDE: neither end in the EU/EEA.
 */
export const EU_SCOPES = ['INTRA_EU', 'FROM_EU', 'TO_EU', 'AT_BERTH_EU', 'OUTSIDE'] as const;
export type EuScope = (typeof EU_SCOPES)[number];

/** The scopes EU MRV reports, its Art. 10 splits: every one but OUTSIDE. */
export type MrvSplit = Exclude<EuScope, 'OUTSIDE'>;

// Directive 2003/87/EC Art. 3ga (as amended by (EU) 2023/959) and Regulation (EU) 2023/1805 Art. 2: 100 % / 50 % / 100 %.
export const EU_SCOPE_SHARE: Readonly<Record<EuScope, number>> = {
  INTRA_EU: 1,
  FROM_EU: 0.5,
  TO_EU: 0.5,
  AT_BERTH_EU: 1,
  OUTSIDE: 0,
};
