/**
 * The EU scope of a voyage from its ports (the scopes and their shares are descriptors/lib/emissions/eu-scope.ts).
 * Which calls are port calls (transhipment ports, refuelling-only stops) and island/outermost-region derogations are
 * the leg classification's job. Pure: no I/O.
 */
import type { EuScope } from '../../../descriptors/lib/emissions/eu-scope.js';

/** The scope of a voyage between two ports from their EU/EEA flags (Directive 2003/87/EC Art. 3ga; Reg. (EU) 2023/1805 Art. 2). */
export function classifyEuVoyage(departureIsEu: boolean, arrivalIsEu: boolean): EuScope {
  if (departureIsEu && arrivalIsEu) return 'INTRA_EU';
  if (departureIsEu) return 'FROM_EU';
  if (arrivalIsEu) return 'TO_EU';
  return 'OUTSIDE';
}
