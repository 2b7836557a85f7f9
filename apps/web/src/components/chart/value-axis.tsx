import { ltr } from '@car-rental/domain/documents/isolate';
import { isRtl } from '../../lib/i18n.ts';
import { chartSize, mirror } from './chart-scale.ts';

/**
 * The horizontal grid lines and their labels on the start side, one per tick; with
 * `markZero` the 0 line is drawn darker (a chart whose values may go below 0).
 */
export function ValueAxis({
  ticks,
  y,
  width,
  formatTick,
  markZero = false,
}: {
  ticks: number[];
  y: (value: number) => number;
  width: number;
  formatTick: (value: number) => string;
  markZero?: boolean;
}) {
  const m = mirror(width, isRtl());
  return ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={m.x(chartSize.start)}
        x2={m.x(width - chartSize.end)}
        y1={y(tick)}
        y2={y(tick)}
        className={
          markZero && tick === 0
            ? 'stroke-slate-400 dark:stroke-slate-500'
            : 'stroke-slate-200 dark:stroke-slate-700'
        }
      />
      <text
        x={m.x(chartSize.start - 6)}
        y={y(tick)}
        textAnchor={m.anchor('end')}
        dominantBaseline="middle"
        className="fill-slate-600 text-[11px] dark:fill-slate-300"
      >
        {/* an SVG text has no <bdi>: LRI … PDI keeps "6 k DA" whole in Arabic (not "k DA 6") */}
        {ltr(formatTick(tick))}
      </text>
    </g>
  ));
}
