import type { ServiceSchedules } from '@car-rental/domain/contract/fleet-status';
import {
  type ServiceSchedule,
  type ServiceType,
  serviceTypes,
} from '@car-rental/domain/fleet/service-types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 32 §3: the schedules as a form edits them, one line per service type: every N km
 * and every M months as typed (empty = none), and for a car whether the type has its own.
 */
export interface ScheduleLine {
  km: string;
  months: string;
  /** a car's own schedule for the type (the agency's lines are always their own) */
  own: boolean;
}
export type ScheduleLines = Record<ServiceType, ScheduleLine>;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** the lines of `schedules`; `fallback` fills the types they leave out (a car: the agency's) */
export function linesOf(
  schedules: ServiceSchedules | null,
  fallback: ServiceSchedules = {},
): ScheduleLines {
  return Object.fromEntries(
    serviceTypes.map((type) => {
      const own = schedules?.[type];
      const shown = own ?? fallback[type];
      return [type, { km: text(shown?.everyKm), months: text(shown?.everyMonths), own: !!own }];
    }),
  ) as ScheduleLines;
}

/** a part as typed: null when empty, undefined when not a whole number above 0 */
function partOf(value: string): number | null | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : undefined;
}

export const lineValid = (line: ScheduleLine) =>
  partOf(line.km) !== undefined && partOf(line.months) !== undefined;

/**
 * The schedules to send: each line taken (`onlyOwn`: the car's own lines only) whose parts
 * are valid; a line with both parts empty is kept only for a car (its reminder switched off).
 * Undefined while a taken line is not valid.
 */
export function schedulesOf(lines: ScheduleLines, onlyOwn: boolean): ServiceSchedules | undefined {
  const schedules: ServiceSchedules = {};
  for (const type of serviceTypes) {
    const line = lines[type];
    if (onlyOwn && !line.own) continue;
    const everyKm = partOf(line.km);
    const everyMonths = partOf(line.months);
    if (everyKm === undefined || everyMonths === undefined) return undefined;
    const schedule: ServiceSchedule = { everyKm, everyMonths };
    if (onlyOwn || everyKm !== null || everyMonths !== null) schedules[type] = schedule;
  }
  return schedules;
}

export function SchedulesEditor({
  lines,
  onChange,
  ownColumn,
  disabled,
}: {
  lines: ScheduleLines;
  onChange: (lines: ScheduleLines) => void;
  /** a car's: a tick per type for its own schedule; the others show the agency's, read only */
  ownColumn: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('upkeep');
  const { t: tFleet } = useTranslation('fleet');
  const errorId = useId();
  const set = (type: ServiceType, change: Partial<ScheduleLine>) =>
    onChange({ ...lines, [type]: { ...lines[type], ...change } });
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-start text-xs text-slate-500 dark:text-slate-400">
          <th className="py-1 text-start font-medium">{t('schedule.type')}</th>
          {ownColumn ? <th className="py-1 text-start font-medium">{t('schedule.own')}</th> : null}
          <th className="py-1 text-start font-medium">{t('schedule.everyKm')}</th>
          <th className="py-1 text-start font-medium">{t('schedule.everyMonths')}</th>
        </tr>
      </thead>
      <tbody>
        {serviceTypes.map((type) => {
          const line = lines[type];
          const name = tFleet(`serviceType.${type}`);
          const editable = !disabled && (!ownColumn || line.own);
          const invalid = !lineValid(line);
          return (
            <tr key={type} data-type={type}>
              <th scope="row" className="py-1 pe-2 text-start font-normal">
                {name}
              </th>
              {ownColumn ? (
                <td className="py-1 pe-2">
                  <input
                    type="checkbox"
                    aria-label={`${t('schedule.own')}: ${name}`}
                    checked={line.own}
                    disabled={disabled}
                    onChange={(event) => set(type, { own: event.target.checked })}
                  />
                </td>
              ) : null}
              {(['km', 'months'] as const).map((part) => (
                <td key={part} className="py-1 pe-2">
                  <input
                    inputMode="numeric"
                    aria-label={`${name}: ${t(part === 'km' ? 'schedule.everyKm' : 'schedule.everyMonths')}`}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? `${errorId}-${type}` : undefined}
                    value={line[part]}
                    disabled={!editable}
                    onChange={(event) => set(type, { [part]: event.target.value })}
                    className="w-24 rounded-md border border-slate-300 px-2 py-1 disabled:bg-slate-50 disabled:text-slate-500 dark:border-slate-600 dark:bg-slate-800 dark:disabled:bg-slate-900"
                  />
                </td>
              ))}
              {invalid ? (
                <td id={`${errorId}-${type}`} className="py-1 text-xs text-red-600">
                  {t('schedule.invalid')}
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
