/** Who may change trained models: ALGORITHMS at MANAGEMENT trains, imports, sets current and copies (the server checks again). */
import type { AccessRequirement } from '../../../descriptors/lib/access.js';

export const manageModels: AccessRequirement = { requiredFunctions: { ALGORITHMS: 'MANAGEMENT' } };
