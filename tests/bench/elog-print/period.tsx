/**
 * The printout bench's page: the print view's sheet (runtime/renderers/elog/print/PrintSheet.tsx) for each day it is
 * given, one after another, in the interface language the app would use. The bench hands the days over with
 * `printDays.keep`, then times `printDays.show` (React lays them out) and Chromium's page.pdf().
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { ElogPrintout } from '../../../descriptors/lib/elog/print-answer.js';
import { PrintSheet } from '../../../runtime/renderers/elog/print/PrintSheet.js';
import { createI18n } from '../../../runtime/shell/i18n.js';

declare global {
  interface Window {
    printDays: {
      /** Holds the days to show (handing them over is not part of the timing). */
      keep(days: ElogPrintout[]): void;
      /** Shows the kept days, committed before it returns; answers the sheets drawn. */
      show(): number;
    };
  }
}

const i18n = createI18n('en');
const root = createRoot(document.getElementById('root')!);
let kept: ElogPrintout[] = [];

window.printDays = {
  keep(days) { kept = days; },
  show() {
    flushSync(() => root.render(
      <I18nextProvider i18n={i18n}>
        {kept.map((day) => <PrintSheet key={day.aggregation.id} printout={day} />)}
      </I18nextProvider>,
    ));
    return document.querySelectorAll('section').length;
  },
};
