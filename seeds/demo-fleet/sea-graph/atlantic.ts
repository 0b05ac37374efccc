/** Ocean links: round Africa by the Cape of Good Hope, across the North Atlantic to New York, and the Caribbean to the Panama Canal. */
import { port, region } from './types.js';

export const atlantic = region(
  [
    ['MADEIRA_E', 33.0, -13.0, 4000], ['CANARIES_N', 30.5, -16.0, 3500], ['CANARIES_W', 27.0, -19.0, 3500],
    ['CAPE_BLANC_W', 20.5, -18.0, 3000], ['CAP_VERT_W', 14.7, -18.2, 3000], ['DAKAR_APP', 14.6, -17.5, 25],
    ['BIJAGOS_W', 10.0, -17.0, 1000], ['SIERRA_LEONE_SW', 7.0, -14.0, 3000], ['CAPE_PALMAS_S', 3.8, -7.7, 3000],
    ['GULF_OF_GUINEA', 0.0, 2.0, 4500], ['ANGOLA_W', -10.0, 8.0, 5000], ['NAMIBIA_W', -22.0, 11.5, 4000],
    ['CAPE_TOWN_W', -33.5, 17.2, 1000], ['CAPE_TOWN_APP', -33.85, 18.3, 30], ['CAPE_OF_GOOD_HOPE_S', -35.0, 18.6, 500],
    ['AGULHAS_S', -35.3, 20.2, 200], ['ST_FRANCIS_S', -34.6, 25.5, 200], ['DURBAN_APP', -29.9, 31.15, 40],
    ['NATAL_E', -31.0, 32.5, 3000], ['INDIAN_OCEAN_SW', -30.0, 45.0, 4500], ['INDIAN_OCEAN_C', -10.0, 75.0, 4500],
    ['SCILLY_W', 49.8, -6.8, 100], ['NORTH_ATLANTIC', 47.0, -30.0, 4000], ['GRAND_BANKS_S', 42.0, -50.0, 4000],
    ['NANTUCKET_S', 40.3, -69.8, 80], ['AMBROSE', 40.45, -73.8, 25], ['HATTERAS_E', 34.5, -74.0, 3000],
    ['MONA_N', 19.0, -68.0, 3000], ['MONA_PASSAGE', 18.3, -68.15, 500], ['CARIBBEAN_MID', 15.0, -72.0, 4000],
    ['DARIEN_N', 11.0, -78.5, 2500], ['COLON_APP', 9.45, -79.93, 18], ['PANAMA_GATUN', 9.27, -79.92, 14],
    ['PANAMA_GATUN_LAKE', 9.2, -79.85, 14], ['PANAMA_GAMBOA', 9.12, -79.7, 14], ['PANAMA_CULEBRA', 9.05, -79.65, 14],
    ['PANAMA_MIRAFLORES', 8.99, -79.59, 14], ['BALBOA_APP', 8.88, -79.52, 15], ['PANAMA_BAY', 8.6, -79.4, 40],
    ['PUNTA_MALA_S', 7.0, -80.0, 1000],
  ],
  [
    ['ST_VINCENT_SW', 'MADEIRA_E', 'CANARIES_N', 'CANARIES_W', 'CAPE_BLANC_W', 'CAP_VERT_W', 'BIJAGOS_W', 'SIERRA_LEONE_SW',
      'CAPE_PALMAS_S', 'GULF_OF_GUINEA', 'ANGOLA_W', 'NAMIBIA_W', 'CAPE_TOWN_W', 'CAPE_OF_GOOD_HOPE_S', 'AGULHAS_S', 'ST_FRANCIS_S',
      'NATAL_E', 'INDIAN_OCEAN_SW', 'INDIAN_OCEAN_C', 'DONDRA_S'],
    ['CAP_VERT_W', 'DAKAR_APP'], ['CAPE_TOWN_W', 'CAPE_TOWN_APP'], ['NATAL_E', 'DURBAN_APP'],
    ['INDIAN_OCEAN_C', 'SIX_DEGREE_CHANNEL'],
    ['LIZARD_S', 'SCILLY_W', 'NORTH_ATLANTIC', 'GRAND_BANKS_S', 'NANTUCKET_S', 'AMBROSE', 'HATTERAS_E', 'MONA_N', 'MONA_PASSAGE',
      'CARIBBEAN_MID', 'DARIEN_N', 'COLON_APP'],
    ['USHANT_W', 'NORTH_ATLANTIC'], ['BALBOA_APP', 'PANAMA_BAY', 'PUNTA_MALA_S'],
  ],
  [
    port('SNDKR', ['DAKAR_APP'], { berthDepthM: 13, pilotageNm: 3 }),
    port('ZACPT', ['CAPE_TOWN_APP'], { berthDepthM: 15, pilotageNm: 3 }),
    port('ZADUR', ['DURBAN_APP'], { berthDepthM: 14, pilotageNm: 3 }),
    port('USNYC', ['AMBROSE'], { berthDepthM: 15, pilotageNm: 14, inlandKm: 30 }),
    port('PAONX', ['COLON_APP'], { berthDepthM: 15, pilotageNm: 3 }),
    port('PABLB', ['BALBOA_APP'], { berthDepthM: 15, pilotageNm: 3 }),
  ],
  { canals: [
    ['COLON_APP', 'PANAMA_GATUN', 'PANAMA_GATUN_LAKE', 'PANAMA_GAMBOA', 'PANAMA_CULEBRA', 'PANAMA_MIRAFLORES', 'BALBOA_APP'],
  ] },
);
