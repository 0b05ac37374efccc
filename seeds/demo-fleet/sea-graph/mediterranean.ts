/** Biscay to Gibraltar along Iberia, the Mediterranean main route to Port Said, and the western-Mediterranean cruise ports. */
import { port, region } from './types.js';

export const mediterranean = region(
  [
    ['BISCAY_W', 46.0, -7.5, 4500], ['FINISTERRE_W', 43.2, -9.75, 200], ['PORTUGAL_W', 40.5, -9.6, 150],
    ['ROCA_W', 38.75, -9.75, 150], ['ST_VINCENT_SW', 36.85, -9.2, 300], ['CADIZ_GULF', 36.3, -7.0, 500],
    ['SPARTEL_N', 35.92, -6.0, 300], ['GIBRALTAR_STRAIT', 35.96, -5.55, 400], ['GIBRALTAR_E', 36.0, -5.2, 800],
    ['ALGECIRAS_APP', 36.08, -5.38, 40],
    ['ALBORAN_W', 36.1, -4.0, 1000], ['ALBORAN_E', 36.3, -2.0, 1500], ['ALGERIA_N1', 37.0, 1.0, 2600],
    ['ALGERIA_N2', 37.5, 5.0, 2800], ['GALITE_N', 37.75, 8.9, 1200], ['SKERKI_S', 37.45, 10.8, 300],
    ['SICILY_CHANNEL', 37.1, 11.8, 200], ['MALTA_N', 36.3, 14.3, 150], ['IONIAN_S', 35.3, 19.0, 3500],
    ['CRETE_S', 34.45, 24.0, 2500], ['LEVANT_W', 33.0, 28.5, 2500], ['PORT_SAID_APP', 31.55, 32.35, 25],
    ['EBRO_DELTA_E', 40.6, 1.2, 100], ['NAO_E', 38.55, 0.8, 800], ['PALOS_E', 37.45, -0.2, 1500],
    ['BARCELONA_APP', 41.3, 2.25, 40], ['COSTA_BRAVA_E', 41.7, 3.3, 300], ['CREUS_E', 42.3, 3.6, 200], ['LION_GULF', 42.9, 4.5, 1500],
    ['MARSEILLE_APP', 43.25, 5.25, 50], ['HYERES_S', 42.9, 6.2, 2000], ['LIGURIAN_MID', 43.6, 8.3, 2300],
    ['GENOA_APP', 44.35, 8.9, 60], ['CAP_CORSE_N', 43.15, 9.6, 400], ['TYRRHENIAN_N', 42.5, 9.9, 400],
    ['CIVITAVECCHIA_APP', 42.05, 11.7, 40], ['CIRCEO_W', 41.1, 12.8, 700], ['NAPLES_GULF', 40.6, 14.05, 300],
    ['NAPLES_APP', 40.78, 14.25, 40], ['TYRRHENIAN_S', 39.8, 12.5, 3300], ['SARDINIA_SE', 38.9, 9.8, 1500],
    ['SARDINIA_S', 38.55, 8.7, 1500], ['CABRERA_W', 39.0, 2.7, 200], ['PALMA_APP', 39.42, 2.62, 40], ['MALLORCA_W', 39.55, 2.15, 600],
  ],
  [
    ['BISCAY_W', 'FINISTERRE_W', 'PORTUGAL_W', 'ROCA_W', 'ST_VINCENT_SW', 'CADIZ_GULF', 'SPARTEL_N', 'GIBRALTAR_STRAIT', 'GIBRALTAR_E',
      'ALBORAN_W', 'ALBORAN_E', 'ALGERIA_N1', 'ALGERIA_N2', 'GALITE_N', 'SKERKI_S', 'SICILY_CHANNEL', 'MALTA_N', 'IONIAN_S', 'CRETE_S',
      'LEVANT_W', 'PORT_SAID_APP'],
    ['USHANT_W', 'BISCAY_W'], ['GIBRALTAR_E', 'ALGECIRAS_APP'],
    ['ALBORAN_E', 'PALOS_E', 'NAO_E', 'EBRO_DELTA_E', 'BARCELONA_APP', 'COSTA_BRAVA_E', 'CREUS_E', 'LION_GULF', 'MARSEILLE_APP', 'HYERES_S', 'LIGURIAN_MID',
      'GENOA_APP', 'CAP_CORSE_N', 'TYRRHENIAN_N', 'CIVITAVECCHIA_APP', 'CIRCEO_W', 'NAPLES_GULF', 'NAPLES_APP'],
    ['NAPLES_GULF', 'TYRRHENIAN_S', 'SARDINIA_SE', 'SARDINIA_S', 'CABRERA_W', 'PALMA_APP', 'MALLORCA_W', 'BARCELONA_APP'],
    ['SARDINIA_S', 'GALITE_N'], ['TYRRHENIAN_S', 'SICILY_CHANNEL'], ['NAO_E', 'PALMA_APP'], ['ALGERIA_N1', 'PALMA_APP'],
  ],
  [
    port('ESALG', ['ALGECIRAS_APP'], { berthDepthM: 18, pilotageNm: 3 }),
    port('MAPTM', ['GIBRALTAR_STRAIT'], { berthDepthM: 18, pilotageNm: 3 }),
    port('ESBCN', ['BARCELONA_APP'], { berthDepthM: 16, pilotageNm: 3 }),
    port('FRMRS', ['MARSEILLE_APP'], { berthDepthM: 14, pilotageNm: 4 }),
    port('ITGOA', ['GENOA_APP'], { berthDepthM: 15, pilotageNm: 3 }),
    port('ITCVV', ['CIVITAVECCHIA_APP'], { berthDepthM: 14, pilotageNm: 3 }),
    port('ITNAP', ['NAPLES_APP'], { berthDepthM: 14, pilotageNm: 3 }),
    port('ESPMI', ['PALMA_APP'], { berthDepthM: 12, pilotageNm: 4 }),
    port('EGPSD', ['PORT_SAID_APP'], { berthDepthM: 16, pilotageNm: 8 }),
  ],
);
