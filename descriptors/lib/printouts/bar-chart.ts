/** A bar chart as SVG for printouts (pdfmake draws SVG as vectors): one bar per label, the value above it, a baseline at zero. */

export interface Bar { label: string; value: number | null }

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function barChartSvg(bars: readonly Bar[], options: { width: number; height: number; unit: string; language: string }): string {
  const { width, height } = options;
  const top = 22;
  const bottom = 18;
  const plot = height - top - bottom;
  const values = bars.map((b) => b.value ?? 0);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const y = (value: number) => top + ((max - value) / span) * plot;
  const slot = bars.length ? width / bars.length : width;
  const barWidth = Math.max(2, slot * 0.6);
  const number = new Intl.NumberFormat(options.language, { maximumFractionDigits: 2 });
  const parts = bars.map((bar, i) => {
    const x = i * slot + (slot - barWidth) / 2;
    const label = `<text x="${(x + barWidth / 2).toFixed(1)}" y="${height - 4}" font-size="8" text-anchor="middle">${escape(bar.label)}</text>`;
    if (bar.value === null) return label;
    const from = y(Math.max(0, bar.value));
    const to = y(Math.min(0, bar.value));
    return `<rect x="${x.toFixed(1)}" y="${from.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${Math.max(0.5, to - from).toFixed(1)}" fill="#4a6fa5"/>`
      + `<text x="${(x + barWidth / 2).toFixed(1)}" y="${(from - 3).toFixed(1)}" font-size="8" text-anchor="middle">${escape(number.format(bar.value))}</text>${label}`;
  });
  const unit = options.unit ? `<text x="0" y="9" font-size="8">${escape(options.unit)}</text>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${unit}`
    + `<line x1="0" y1="${y(0).toFixed(1)}" x2="${width}" y2="${y(0).toFixed(1)}" stroke="#000" stroke-width="0.5"/>${parts.join('')}</svg>`;
}
