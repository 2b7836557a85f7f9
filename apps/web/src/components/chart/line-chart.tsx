import { isRtl } from '../../lib/i18n.ts';
import { chartSize, mirror, niceTicks, yScale } from './chart-scale.ts';
import { useChartWidth } from './use-chart-width.ts';
import { ValueAxis } from './value-axis.tsx';

export interface LinePoint {
  key: string;
  label: string;
  value: number;
}

/** a line with a light area under it, hand-drawn in SVG; the axis includes 0 */
export function LineChart({
  points,
  formatTick,
}: {
  points: LinePoint[];
  formatTick: (value: number) => string;
}) {
  const [ref, width] = useChartWidth();
  const s = { ...chartSize, width };
  const values = points.map((p) => p.value);
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const y = yScale(ticks);
  const plotWidth = s.width - s.start - s.end;
  /** a label needs about 64 px */
  const labelEvery = Math.max(1, Math.ceil(64 / (plotWidth / Math.max(1, points.length - 1))));
  const m = mirror(s.width, isRtl());
  const x = (index: number) =>
    m.x(s.start + (points.length > 1 ? (plotWidth * index) / (points.length - 1) : plotWidth / 2));
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  const zero = y(0);
  const area = points.length ? `${x(0)},${zero} ${line} ${x(points.length - 1)},${zero}` : '';
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
        <ValueAxis ticks={ticks} y={y} width={s.width} formatTick={formatTick} markZero />
        <polygon points={area} className="fill-blue-500/15 dark:fill-blue-400/20" />
        <polyline
          points={line}
          fill="none"
          strokeWidth={2}
          strokeLinejoin="round"
          className="stroke-blue-600 dark:stroke-blue-400"
          data-testid="chart-line"
        />
        {points.map((p, i) =>
          (i % labelEvery === 0 && points.length - 1 - i >= labelEvery / 2) ||
          i === points.length - 1 ? (
            <text
              key={p.key}
              x={x(i)}
              y={s.height - 8}
              textAnchor={m.anchor(i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle')}
              className="fill-slate-600 text-[11px] dark:fill-slate-300"
            >
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
}
