import { dueStateOf, hoursLeft, urgencyOf } from '@car-rental/domain/rentals/due-state';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const tones: Record<'critical' | 'high' | 'medium' | 'none', BadgeTone> = {
  critical: 'red',
  high: 'orange',
  medium: 'amber',
  none: 'blue',
};

/**
 * A rented car's countdown (spec §4): 'Nh overdue', 'Nh Nm left' under 24 hours, else
 * 'Nd Nh left'. With `dueOnly` it shows only when the car is due within 24 hours or overdue.
 */
export function CountdownBadge({
  rentedUntil,
  dueOnly,
}: {
  rentedUntil: string;
  dueOnly?: boolean;
}) {
  const { t } = useTranslation('cars');
  const now = useNow(30_000);
  const hours = hoursLeft(new Date(rentedUntil), now);
  const state = dueStateOf(hours);
  if (dueOnly && state === 'none') return null;
  let text: string;
  if (hours < 0) {
    text = t('countdown.overdue', { hours: Math.floor(Math.abs(hours)) });
  } else {
    const totalMinutes = Math.floor(hours * 60);
    const wholeHours = Math.floor(totalMinutes / 60);
    text =
      hours < 24
        ? t('countdown.hoursMinutes', { hours: wholeHours, minutes: totalMinutes % 60 })
        : t('countdown.daysHours', { days: Math.floor(wholeHours / 24), hours: wholeHours % 24 });
  }
  return (
    <span data-testid="countdown" className="inline-flex shadow-sm">
      <Badge tone={tones[urgencyOf(state) ?? 'none']}>
        <Clock size={12} aria-hidden className="me-1" />
        {text}
      </Badge>
    </span>
  );
}
