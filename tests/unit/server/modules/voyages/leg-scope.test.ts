import { describe, expect, it } from 'vitest';
import { classifyBerthScope, classifyLegScopes, type PortFlags } from '../../../../../server/modules/voyages/leg-scope.js';

const ports: Record<string, PortFlags> = {
  NLRTM: { euEea: true, neighbouringTranshipmentPort: false },
  NONVK: { euEea: true, neighbouringTranshipmentPort: false },
  GBFXT: { euEea: false, neighbouringTranshipmentPort: false },
  MAPTM: { euEea: false, neighbouringTranshipmentPort: true },
  EGPSE: { euEea: false, neighbouringTranshipmentPort: true },
  SGSIN: { euEea: false, neighbouringTranshipmentPort: false },
};
const flags = (port: string) => ports[port];
const chain = (...stops: string[]) => stops.slice(1).map((toPort, i) => ({ fromPort: stops[i], toPort }));

describe('EU scope of voyage legs', () => {
  it('is intra-EU between EU/EEA ports, extra-EU with one end outside, non-EU with neither', () => {
    expect(classifyLegScopes(chain('NONVK', 'NLRTM', 'GBFXT', 'SGSIN', 'NLRTM'), flags, false).map((s) => s.euScope))
      .toEqual(['INTRA_EU', 'FROM_EU', 'OUTSIDE', 'TO_EU']);
  });

  it('skips a container ship\'s calls at neighbouring transhipment ports, also several in a row, but not another ship\'s', () => {
    const legs = chain('NLRTM', 'MAPTM', 'EGPSE', 'SGSIN');
    expect(classifyLegScopes(legs, flags, true)).toEqual(legs.map(() => ({ euScope: 'FROM_EU', scopeFromPort: 'NLRTM', scopeToPort: 'SGSIN' })));
    expect(classifyLegScopes(legs, flags, false).map((s) => s.euScope)).toEqual(['FROM_EU', 'OUTSIDE', 'OUTSIDE']);
    expect(classifyLegScopes(chain('SGSIN', 'MAPTM', 'NLRTM'), flags, true).map((s) => `${s.euScope} ${s.scopeFromPort}`)).toEqual(['TO_EU SGSIN', 'TO_EU SGSIN']);
  });

  it('lets the transhipment port decide where the record does not go further, and counts an unknown port as outside', () => {
    expect(classifyLegScopes(chain('MAPTM', 'NLRTM'), flags, true)).toEqual([{ euScope: 'TO_EU', scopeFromPort: 'MAPTM', scopeToPort: 'NLRTM' }]);
    expect(classifyLegScopes(chain('NLRTM', 'XXABC'), flags, false)[0].euScope).toBe('FROM_EU');
  });

  it('counts a stay at berth in an EU/EEA port', () => {
    expect(classifyBerthScope(ports.NLRTM)).toBe('AT_BERTH_EU');
    expect(classifyBerthScope(ports.MAPTM)).toBe('OUTSIDE');
    expect(classifyBerthScope(undefined)).toBe('OUTSIDE');
  });
});
