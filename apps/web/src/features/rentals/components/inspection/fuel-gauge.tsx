import { FUEL_EIGHTHS } from '@car-rental/domain/rentals/inspection';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const positions = Array.from({ length: FUEL_EIGHTHS + 1 }, (_, value) => value);

/**
 * The fuel gauge in eighths, E (0) to F (8): a radio group (the E stop and 8 segments) moved
 * by a click or the arrow keys, Home and End. `compareTo` (a check-in) outlines the level
 * the check-out recorded.
 */
export function FuelGauge({
  value,
  onChange,
  readOnly = false,
  compareTo,
}: {
  value: number;
  onChange: (value: number) => void;
  readOnly?: boolean;
  compareTo?: number | undefined;
}) {
  const { t } = useTranslation('rentals');
  const group = useRef<HTMLDivElement>(null);

  const choose = (next: number) => {
    const clamped = Math.max(0, Math.min(FUEL_EIGHTHS, next));
    if (!readOnly && clamped !== value) onChange(clamped);
    // the roving focus follows the checked position
    group.current?.querySelector<HTMLElement>(`[data-position="${clamped}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: value + 1,
      ArrowUp: value + 1,
      [back]: value - 1,
      ArrowDown: value - 1,
      Home: 0,
      End: FUEL_EIGHTHS,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <span aria-hidden className="w-4 text-center text-sm font-semibold text-red-600">
          {t('inspection.fuel.empty')}
        </span>
        <div
          ref={group}
          role="radiogroup"
          aria-label={t('inspection.fuel.label')}
          aria-readonly={readOnly || undefined}
          onKeyDown={onKeyDown}
          className="flex h-10 flex-1 items-stretch gap-1"
        >
          {positions.map((position) => {
            const filled = position > 0 && position <= value;
            const before = compareTo !== undefined && position > 0 && position <= compareTo;
            const checked = position === value;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a styled gauge segment, not a native radio
              <button
                key={position}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={t('inspection.fuel.position', { value: position })}
                aria-disabled={readOnly || undefined}
                data-position={position}
                tabIndex={checked ? 0 : -1}
                onClick={() => choose(position)}
                className={`rounded-sm border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 ${
                  position === 0 ? 'w-6 shrink-0' : 'flex-1'
                } ${
                  filled
                    ? 'border-emerald-600 bg-emerald-500 dark:border-emerald-400 dark:bg-emerald-500'
                    : before
                      ? 'border-dashed border-slate-500 bg-slate-200 dark:border-slate-400 dark:bg-slate-700'
                      : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900'
                } ${checked && position === 0 ? 'ring-2 ring-red-500' : ''} ${
                  readOnly ? 'cursor-default' : 'cursor-pointer'
                }`}
              />
            );
          })}
        </div>
        <span aria-hidden className="w-4 text-center text-sm font-semibold text-emerald-700">
          {t('inspection.fuel.full')}
        </span>
        <output
          className="w-10 text-end text-sm font-semibold tabular-nums"
          data-testid="fuel-value"
        >
          {t('inspection.fuel.position', { value })}
        </output>
      </div>
      {compareTo !== undefined ? (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('inspection.fuel.atCheckOut', { value: compareTo })}
        </p>
      ) : null}
    </div>
  );
}
