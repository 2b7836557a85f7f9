import { isRtl } from '../../lib/i18n.ts';
import { chartSize, mirror, niceTicks, yScale } from './chart-scale.ts';
import { useChartWidth } from './use-chart-width.ts';
import { ValueAxis } from './value-axis.tsx';

export interface BarSeries {
  key: string;
  /** Tailwind fill classes readable in both themes */
  fill: string;
}

export interface BarDatum {
  key: string;
  label: string;
  /** one value per series, stacked bottom to top in series order */
  values: number[];
}

/** stacked bars on a zero-based axis, hand-drawn in SVG */
export function BarChart({
  series,
  data,
  formatTick,
}: {
  series: BarSeries[];
  data: BarDatum[];
  formatTick: (value: number) => string;
}) {
  const [ref, width] = useChartWidth();
  const s = { ...chartSize, width };
  const totals = data.map((d) => d.values.reduce((sum, value) => sum + value, 0));
  const ticks = niceTicks(0, Math.max(0, ...totals));
  const y = yScale(ticks);
  const plotWidth = s.width - s.start - s.end;
  const slot = plotWidth / Math.max(1, data.length);
  const barWidth = Math.min(48, Math.max(4, slot * 0.6));
  /** a label needs about 56 px: on a narrow screen every other one, or fewer */
  const labelEvery = Math.max(1, Math.ceil(56 / slot));
  const m = mirror(s.width, isRtl());
  return (
    <div ref={ref} className="w-full">
      <svg
        viewBox={`0 0 ${s.width} ${s.height}`}
        width={s.width}
        height={s.height}
        className="block"
        role="presentation"
        focusable="false"
      >
        <ValueAxis ticks={ticks} y={y} width={s.width} formatTick={formatTick} />
        {data.map((datum, index) => {
          const x = s.start + slot * index + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={datum.key} data-bar={datum.key}>
              {datum.values.map((value, i) => {
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                const serie = series[i];
                return serie && height > 0 ? (
                  <rect
                    key={serie.key}
                    x={Math.min(m.x(x), m.x(x + barWidth))}
                    y={top}
                    width={barWidth}
                    height={height}
                    className={serie.fill}
                  />
                ) : null;
              })}
              {index % labelEvery === 0 ? (
                <text
                  x={m.x(x + barWidth / 2)}
                  y={s.height - 8}
                  textAnchor="middle"
                  className="fill-slate-600 text-[11px] dark:fill-slate-300"
                >
                  {datum.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
