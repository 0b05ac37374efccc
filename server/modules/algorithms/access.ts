/** SPEC §7 Algorithms access: ALGORITHMS at VIEW reads; MANAGEMENT writes, trains and sets current models. */
import { requireFunction } from '../../http/auth.js';

export const readAlgorithms = requireFunction('ALGORITHMS', 'VIEW');
export const manageAlgorithms = requireFunction('ALGORITHMS', 'MANAGEMENT');
