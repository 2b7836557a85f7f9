import type {
  CarReminder,
  FleetPaperState,
  FleetRow,
} from '@car-rental/domain/contract/fleet-status';
import type { ReminderState } from '@car-rental/domain/fleet/reminders';
import type { ServiceSchedule } from '@car-rental/domain/fleet/service-types';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { formatCalendarDay, formatNumber } from '../../../lib/format.ts';

/** Issue 32 §3: the words and colours of a reminder and of a paper, on every screen that shows them */

export const reminderTones: Record<ReminderState, BadgeTone> = {
  ok: 'green',
  due_soon: 'amber',
  due: 'orange',
  overdue: 'red',
};

export const fleetPaperTones: Record<FleetPaperState, BadgeTone> = {
  valid: 'green',
  expires_soon: 'amber',
  lapsed: 'red',
  missing: 'slate',
};

type Left = Pick<CarReminder, 'limit' | 'kmLeft' | 'daysLeft' | 'dueDay' | 'dueKm'>;

/** what is left of a reminder, by the part that decides it: "2,500 km past", "16 days left" */
export function useLeftText() {
  const { t } = useTranslation('upkeep');
  return (reminder: Left): string => {
    if (reminder.limit === 'km' && reminder.kmLeft !== null) {
      const km = formatNumber(Math.abs(reminder.kmLeft));
      return reminder.kmLeft > 0 ? t('left.km', { km }) : t('left.kmPast', { km });
    }
    if (reminder.daysLeft === null) return '';
    const count = Math.abs(reminder.daysLeft);
    return reminder.daysLeft > 0 ? t('left.days', { count }) : t('left.daysPast', { count });
  };
}

/** "10,000 km or 12 months" */
export function useScheduleText() {
  const { t } = useTranslation('upkeep');
  return ({ everyKm, everyMonths }: ServiceSchedule): string => {
    const km = everyKm === null ? null : formatNumber(everyKm);
    if (km !== null && everyMonths !== null)
      return t('schedule.kmMonths', { km, months: everyMonths });
    if (km !== null) return t('schedule.kmOnly', { km });
    if (everyMonths !== null) return t('schedule.monthsOnly', { months: everyMonths });
    return t('schedule.off');
  };
}

/** a paper's state with its last day: "Lapsed · last day 10/06/2026" */
export function usePaperText() {
  const { t } = useTranslation('upkeep');
  return (paper: FleetRow['papers']['insurance']): string => {
    const state = t(`paperState.${paper.state}`);
    if (!paper.until) return state;
    const date = formatCalendarDay(paper.until, 'date');
    return `${state} · ${t(paper.state === 'lapsed' ? 'paperLapsedOn' : 'paperUntil', { date })}`;
  };
}
