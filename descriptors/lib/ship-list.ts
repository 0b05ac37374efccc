/** The ships a request names (unit codes), bounded before they are read: one declaration for every route and subscription. */
import { z } from 'zod';

export const shipCodeMaxLength = 40;
/** More ships than any fleet has; a longer list is refused rather than read. */
export const shipsPerRequestMax = 500;

export const ShipCode = z.string().max(shipCodeMaxLength);
export const ShipCodeList = z.array(ShipCode).max(shipsPerRequestMax);
