/**
 * Capacity correction factors G5 borrows from the EEDI/EEXI guidelines (f_i, f_m, f_c). Values are UNVERIFIED in the
 * Keel reference (§1.7, from recollection): use them as defaults an implementer can replace. Pure: no I/O.
 */
import { assertPositive } from './fuel-factors.js';

export type IceClass = 'IC' | 'IB' | 'IA' | 'IA_SUPER';

// EEDI/EEXI ice-class capacity correction f_i = a + b/DWT (MEPC.364(79) as cited by MEPC.355(78)); UNVERIFIED.
export const ICE_CLASS_CAPACITY_TERMS: Readonly<Record<IceClass, { a: number; b: number }>> = {
  IC: { a: 1.0041, b: 58.5 },
  IB: { a: 1.0067, b: 62.7 },
  IA: { a: 1.0099, b: 95.1 },
  IA_SUPER: { a: 1.0151, b: 228.7 },
};

/** f_i = (a + b/DWT) · f_iCb, the block-coefficient term the caller supplies (1 where the guidelines give none). */
export function iceClassCapacityFactor(iceClass: IceClass, dwt: number, blockCoefficientFactor: number): number {
  assertPositive(dwt, 'DWT');
  assertPositive(blockCoefficientFactor, 'f_iCb');
  const { a, b } = ICE_CLASS_CAPACITY_TERMS[iceClass];
  return (a + b / dwt) * blockCoefficientFactor;
}

// f_m = 1.05 for ice class IA and IA Super (EEDI guidelines via MEPC.355(78)); UNVERIFIED.
export function iceClassFactorFm(iceClass: IceClass | undefined): number {
  return iceClass === 'IA' || iceClass === 'IA_SUPER' ? 1.05 : 1;
}

/** f_c of a chemical tanker: R^−0.7 − 0.014 when R = cargo tank capacity (m³)/DWT < 0.98, else 1 (EEDI guidelines); UNVERIFIED. */
export function chemicalTankerCubicFactor(cubicCapacityToDwt: number): number {
  assertPositive(cubicCapacityToDwt, 'R');
  return cubicCapacityToDwt < 0.98 ? cubicCapacityToDwt ** -0.7 - 0.014 : 1;
}

/** f_c of an LNG carrier: R^−0.56, R = cargo tank capacity (m³)/DWT (EEDI guidelines); UNVERIFIED. */
export function lngCarrierCubicFactor(cubicCapacityToDwt: number): number {
  assertPositive(cubicCapacityToDwt, 'R');
  return cubicCapacityToDwt ** -0.56;
}

/** f_c of a ro-pax ship: ((DWT/GT)/0.25)^−0.8 when DWT/GT < 0.25, else 1 (EEDI guidelines); UNVERIFIED. */
export function roPaxCubicFactor(dwt: number, gt: number): number {
  assertPositive(dwt, 'DWT');
  assertPositive(gt, 'GT');
  const ratio = dwt / gt;
  return ratio < 0.25 ? (ratio / 0.25) ** -0.8 : 1;
}
