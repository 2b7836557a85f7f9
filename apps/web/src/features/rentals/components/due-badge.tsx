import { dueStateOf, hoursLeft } from '@car-rental/domain/rentals/due-state';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const tones: Record<string, BadgeTone> = {
  overdue: 'red',
  'due-very-soon': 'red',
  'due-soon': 'orange',
  'due-today': 'amber',
};

/**
 * 'Nh OVERDUE', 'Nm LEFT' or 'Nh LEFT' (spec §4), computed from the return time and the
 * clock so it stays true between refreshes; nothing when more than 24 hours are left.
 */
export function DueBadge({ rentedUntil, now }: { rentedUntil: string; now: Date }) {
  const { t } = useTranslation();
  const hours = hoursLeft(new Date(rentedUntil), now);
  const state = dueStateOf(hours);
  if (state === 'none') return null;
  return (
    <span data-testid="due-badge" data-due-state={state}>
      <Badge tone={tones[state]}>
        {t(`dueBadge.${state}`, {
          hours: Math.floor(Math.abs(hours)),
          minutes: Math.floor(hours * 60),
        })}
      </Badge>
    </span>
  );
}
