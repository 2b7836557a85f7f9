import type {
  CarReminder,
  CarReminders,
  ServiceSchedules,
} from '@car-rental/domain/contract/fleet-status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { formatCalendarDay, formatNumber } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useCarReminders, useSetCarServiceSchedules } from '../api/fleet-status.ts';
import { linesOf, SchedulesEditor, schedulesOf } from './schedules-editor.tsx';
import { reminderTones, useLeftText, useScheduleText } from './upkeep-words.ts';

/**
 * The car page's service reminders (issue 32 §3): each scheduled type's state, what is left
 * in km and days, where it counts from and the odometer "as of"; managers and owners give the
 * car its own schedules.
 */
export function CarRemindersSection({ carId }: { carId: string }) {
  const { t } = useTranslation('upkeep');
  const reminders = useCarReminders(carId);
  const canEdit = useCan('setCarServiceSchedules');
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="car-reminders" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="car-reminders" className="text-lg font-semibold">
          {t('reminders.title')}
        </h2>
        {canEdit && reminders.data && !editing ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t('carSchedules.edit')}
          </Button>
        ) : null}
      </div>
      {reminders.isPending ? (
        <PendingNote />
      ) : reminders.isError ? (
        <ErrorBox message={errorMessage(reminders.error, t('reminders.loadFailed'))} />
      ) : (
        <>
          {editing ? (
            <CarSchedulesForm
              carId={carId}
              answer={reminders.data}
              onDone={() => setEditing(false)}
            />
          ) : null}
          <ReminderList answer={reminders.data} />
        </>
      )}
    </section>
  );
}

function ReminderList({ answer }: { answer: CarReminders }) {
  const { t } = useTranslation('upkeep');
  if (answer.reminders.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('reminders.none')}</p>;
  }
  const [first] = answer.reminders;
  return (
    <>
      {first ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="odometer-as-of">
          {t('reminders.asOf', {
            km: formatNumber(first.odometer.km),
            date: formatCalendarDay(first.odometer.day, 'date'),
          })}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2" data-testid="car-reminders">
        {answer.reminders.map((reminder) => (
          <ReminderRow key={reminder.serviceType} reminder={reminder} />
        ))}
      </ul>
    </>
  );
}

function ReminderRow({ reminder }: { reminder: CarReminder }) {
  const { t } = useTranslation('upkeep');
  const { t: tFleet } = useTranslation('fleet');
  const leftText = useLeftText();
  const scheduleText = useScheduleText();
  const from = {
    date: formatCalendarDay(reminder.from.day, 'date'),
    km: formatNumber(reminder.from.km),
  };
  const due = [
    reminder.dueKm !== null ? t('left.dueAt', { km: formatNumber(reminder.dueKm) }) : null,
    reminder.dueDay !== null
      ? t('left.dueOn', { date: formatCalendarDay(reminder.dueDay, 'date') })
      : null,
  ].filter(Boolean);
  return (
    <li
      data-type={reminder.serviceType}
      data-state={reminder.state}
      className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{tFleet(`serviceType.${reminder.serviceType}`)}</span>
        <Badge tone={reminderTones[reminder.state]}>{t(`reminderState.${reminder.state}`)}</Badge>
        <span>{leftText(reminder)}</span>
      </div>
      <p className="text-slate-600 dark:text-slate-400">
        {[
          t('reminders.every', { schedule: scheduleText(reminder) }),
          reminder.own ? t('reminders.own') : null,
          ...due,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t(
          reminder.from.source === 'service' ? 'reminders.fromService' : 'reminders.fromEntry',
          from,
        )}
      </p>
    </li>
  );
}

function CarSchedulesForm({
  carId,
  answer,
  onDone,
}: {
  carId: string;
  answer: CarReminders;
  onDone: () => void;
}) {
  const { t } = useTranslation('upkeep');
  const notify = useNotify();
  const save = useSetCarServiceSchedules(carId);
  const [lines, setLines] = useState(() => linesOf(answer.own, answer.agency));
  const send = (schedules: ServiceSchedules | null) =>
    save.mutate(
      { schedules },
      {
        onSuccess: () => {
          notify(t('schedule.saved'), 'success');
          onDone();
        },
      },
    );
  const own = schedulesOf(lines, true);
  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      aria-label={t('carSchedules.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (own) send(Object.keys(own).length > 0 ? own : null);
      }}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('carSchedules.hint')}</p>
      <SchedulesEditor lines={lines} onChange={setLines} ownColumn disabled={save.isPending} />
      {save.isError ? (
        <ErrorBox message={errorMessage(save.error, t('schedule.saveFailed'))} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!own || save.isPending}>
          {save.isPending ? t('schedule.saving') : t('schedule.save')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={save.isPending || answer.own === null}
          onClick={() => send(null)}
        >
          {t('carSchedules.clear')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('carSchedules.cancel')}
        </Button>
      </div>
    </form>
  );
}
