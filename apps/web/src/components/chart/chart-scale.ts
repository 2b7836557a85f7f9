/** a round step (1, 2 or 5 × 10^n) that splits `span` into about `count` parts */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** round axis ticks covering [min, max] (0 always included) */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high === low) return [0, 1];
  const step = niceStep(high - low, count);
  const ticks: number[] = [];
  for (let value = Math.floor(low / step) * step; value < high + step / 2; value += step) {
    ticks.push(Math.round(value * 1e6) / 1e6);
  }
  if ((ticks.at(-1) ?? 0) < high) ticks.push((ticks.at(-1) ?? 0) + step);
  return ticks;
}

const compact = new Intl.NumberFormat('fr-DZ', { notation: 'compact', maximumFractionDigits: 1 });

/** an axis label of an amount in centimes: '2,1 M DA' */
export function compactDA(centimes: number): string {
  return `${compact.format(centimes / 100)} DA`;
}

/** the drawing's frame; the width is the measured one (see use-chart-width.ts) */
export const chartSize = { height: 240, top: 12, bottom: 28, start: 64, end: 12 };

/** maps a value to the plot's y (SVG y grows downwards) */
export function yScale(ticks: number[]) {
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const plot = chartSize.height - chartSize.top - chartSize.bottom;
  return (value: number) => chartSize.top + plot - ((value - low) / (high - low || 1)) * plot;
}

/**
 * Right to left, a chart reads from the right: x is mirrored across the drawing and a
 * label anchored at its start is anchored at its end.
 */
export function mirror(width: number, rtl: boolean) {
  return {
    x: (x: number) => (rtl ? width - x : x),
    anchor: (anchor: 'start' | 'middle' | 'end') =>
      rtl && anchor !== 'middle' ? (anchor === 'start' ? 'end' : 'start') : anchor,
  };
}
