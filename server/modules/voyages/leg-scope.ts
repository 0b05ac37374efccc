/**
 * The EU scope of a ship's voyage legs and port stays from the ports' flags, with the neighbouring container
 * transhipment port rule; the share each scope counts is server/calc/emissions/eu-scope.ts. Pure: no I/O.
 */
import { classifyEuVoyage } from '../../calc/emissions/eu-scope.js';
import type { EuScope } from '../../../descriptors/lib/emissions/eu-scope.js';

/** What a port's record says about its EU status. */
export interface PortFlags {
  euEea: boolean;
  neighbouringTranshipmentPort: boolean;
}

/** A leg of one ship; the legs are passed in departure order. */
export interface ScopeLeg {
  fromPort: string;
  toPort: string;
}

/** A leg's scope and the ports it was decided on. */
export interface LegScope {
  euScope: EuScope;
  scopeFromPort: string;
  scopeToPort: string;
}

/** A port without a record counts as outside the EU/EEA (its code was checked against the ports when written). */
const noFlags: PortFlags = { euEea: false, neighbouringTranshipmentPort: false };

/**
 * The scope of every leg of one ship, in departure order. For a container ship a stop at a neighbouring container
 * transhipment port is not a port call (Directive 2003/87/EC Art. 3ga; Implementing Regulation (EU) 2023/2297), so a
 * leg ending or starting there is scoped from the previous real port to the next real port along the chain of legs.
 * Where the chain ends at such a port (no earlier or later leg recorded yet), the port itself decides (non-EU).
 */
export function classifyLegScopes(legs: readonly ScopeLeg[], flagsOf: (port: string) => PortFlags | undefined, isContainerShip: boolean): LegScope[] {
  const flags = (port: string) => flagsOf(port) ?? noFlags;
  const isSkipped = (port: string) => isContainerShip && flags(port).neighbouringTranshipmentPort;
  return legs.map((leg, index) => {
    let origin = leg.fromPort;
    for (let i = index; isSkipped(origin) && i > 0 && legs[i - 1].toPort === origin; i--) origin = legs[i - 1].fromPort;
    let destination = leg.toPort;
    for (let i = index; isSkipped(destination) && i < legs.length - 1 && legs[i + 1].fromPort === destination; i++) destination = legs[i + 1].toPort;
    return { euScope: classifyEuVoyage(flags(origin).euEea, flags(destination).euEea), scopeFromPort: origin, scopeToPort: destination };
  });
}

/** A stay at berth: AT_BERTH_EU in an EU/EEA port (100 %), else OUTSIDE. */
export function classifyBerthScope(flags: PortFlags | undefined): EuScope {
  return flags?.euEea ? 'AT_BERTH_EU' : 'OUTSIDE';
}
