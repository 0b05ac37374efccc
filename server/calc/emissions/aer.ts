/** AER (per DWT) and cgDIST (per GT), the annual operational carbon intensity indicators. Pure: no I/O. */
import { imoCo2Tonnes, type FuelUse, type ImoFuelTable } from './fuel-factors.js';
import { carbonIntensity } from './cii.js';

/** AER = Σ FC_j·CF_j / (DWT · D_t) in g CO2/(dwt·nm) (MEPC.352(78) G1). */
export function annualEfficiencyRatio(input: { fuel: readonly FuelUse[]; dwt: number; distanceNm: number }, table?: ImoFuelTable): number {
  return carbonIntensity(imoCo2Tonnes(input.fuel, table), input.dwt, input.distanceNm);
}

/** cgDIST = Σ FC_j·CF_j / (GT · D_t) in g CO2/(GT·nm) (MEPC.352(78) G1). */
export function cgDist(input: { fuel: readonly FuelUse[]; gt: number; distanceNm: number }, table?: ImoFuelTable): number {
  return carbonIntensity(imoCo2Tonnes(input.fuel, table), input.gt, input.distanceNm);
}
