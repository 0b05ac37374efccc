/**
 * The data a report model may read (issue 19): Keel's own services, never SQL. Each source takes its arguments by
 * name (JSONata over the printout's parameters, in the model) and answers JSON the report descriptor binds to. The
 * server implements each id (server/modules/printouts/report-sources.ts); a model names one of these.
 */
export const reportSources = {
  /** A ship: { code, name, imoNumber, callSign, flag: { code, name }, particulars } (particulars as the ship record keeps them: dwt, gt, shipType, shipowner …). Arguments: unitId. */
  ship: ['unitId'],
  /** The CII figures of a ship for a year, as the CII overview answers them for the ship: attained, required, rating, boundaries. Arguments: unitId, year. */
  ciiYear: ['unitId', 'year'],
  /** The FuelEU Maritime figures of a ship for a year (intensity, compliance balance, penalty). Arguments: unitId, year. */
  fuelEuYear: ['unitId', 'year'],
  /** The EU MRV annual report of a ship for a year. Arguments: unitId, year. */
  mrvYear: ['unitId', 'year'],
  /**
   * The voyages of one ship (or, without unitId, all the user's ships) overlapping a period of days (from, to:
   * YYYY-MM-DD): { from, to, fuels, voyages: [{ shipName, fromPortName, toPortName, departure, arrival, end, distanceNm,
   * daysAtSea, daysInPort, averageSpeedKn, cargoTonnes, passengers, fuelAtSea: { <fuel>: t }, fuelAtBerth, fuelByType,
   * fuelTotalT, co2T, co2EuScopeT, euScopeShare, aer, aerCapacityKind, eeoi, cargoUnit … }], totals }. Arguments: unitId, from, to.
   */
  voyages: ['unitId', 'from', 'to'],
  /**
   * A passenger ship's legs departing in a period and the calls at their ports: { ship, from, to, calls: [{ portName,
   * arrival, departure, hoursInPort, passengersArriving, passengersDeparting }], legs: [{ fromPortName, toPortName,
   * departure, arrival, distanceNm, hoursAtSea, averageSpeedKn, passengers, fuelAtSeaT, fuelAtBerthT, fuelTotalT, co2T }],
   * totals }. Arguments: unitId, from, to.
   */
  cruise: ['unitId', 'from', 'to'],
  /**
   * Days of one ship's logbook (elog: its code, e.g. DECK) from `from` to `to` (YYYY-MM-DD; `to` absent: one day, at
   * most 31), each laid out in the book's official layout (descriptors/lib/elog/print-answer.ts LogbookDay), for the
   * `logbook` block: { book: { code, name }, from, to, days: [LogbookDay] }. Needs the logbook's PRINT permission for
   * the ship; days with nothing entered are left out, none at all is a 404. Printing them writes DAY_PRINTED to the
   * logbook's audit trail. Arguments: elog, unitId, from, to.
   */
  elogDays: ['elog', 'unitId', 'from', 'to'],
  /**
   * One vessel report as filed (decision 63): { id, kind, kindName, status, version, ship: { id, code, name, imoNumber },
   * reportTime, offset, shipTime ("2026-10-01 12:30 (UTC+02:00)"), voyageNumber, fields: [{ path, title, value }] (the
   * content titled by its form, in the form's order), findings: [{ path, field, level, levelName, code, message }],
   * createdBy, createdAt, submittedBy, submittedAt, reviewedBy, reviewedAt, reviewNote, versions: [{ version, status,
   * statusName, author, at, note }] }. Needs CRUISE_VOYAGE_REPORT at VIEW; a report of a ship the user does not see is a
   * 404. Arguments: reportId.
   */
  vesselReport: ['reportId'],
  /**
   * One ship's voyages overlapping a period (from, to: YYYY-MM-DD), or only the voyage voyageId (404 when it is not
   * among them): { from, to, voyageId, fuels, voyages: [the `voyages` source's rows, each with legList: [{ fromPortName,
   * toPortName, departure, arrival, euScope, distanceNm, hoursAtSea, hoursAtAnchor, averageSpeedKn, cargoTonnes,
   * passengers, fuelAtSeaT, berthDeparture, hoursAtBerth, berthEuScope, fuelAtBerthT, fuelTotalT, co2T }]], totals }.
   * Arguments: unitId, from, to, voyageId.
   */
  voyageSummary: ['unitId', 'from', 'to', 'voyageId'],
  /**
   * A ship's equipment as the equipment resource holds it (its view access applies): { count, items: [{ code, name,
   * equipmentType, genericAsset, genericAssetName, maker, model, serialNumber }] }. Arguments: unitId.
   */
  equipment: ['unitId'],
  /**
   * A ship's fuel remaining on board at a time (at: date-time, or a day meaning its end, UTC; now when empty) from the
   * latest filed vessel report or completed deck-log departure/noon/arrival entry the user may read: { at, sources: {
   * VESSEL_REPORT, DECK_LOG } (whether each was read), basis: { source, id, kind, status, reportTime, offset, shipTime,
   * hoursBefore } | null, fuels: [{ fuel, quantityT, ...basis }], totalT }. Arguments: unitId, at.
   */
  rob: ['unitId', 'at'],
  /** Who is printing and when: { user: { name, surname, rank }, at }. No arguments. */
  printing: [],
} as const satisfies Record<string, readonly string[]>;

export type ReportSourceId = keyof typeof reportSources;
export const reportSourceIds = Object.keys(reportSources) as ReportSourceId[];
