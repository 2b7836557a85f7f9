import type { AgencySchedules } from '@car-rental/domain/contract/fleet-status';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/current-user.ts';
import { useNotify, useSaveNotice } from '../../../lib/notify.tsx';
import { useServiceSchedules, useUpdateServiceSchedules } from '../api/fleet-status.ts';
import { linesOf, SchedulesEditor, schedulesOf } from './schedules-editor.tsx';

/**
 * Settings > Service schedules (issue 32 §3): every N km or M months per service type, the
 * defaults of decision 0038 until changed. Everyone reads them; the owner changes them (as
 * the other settings).
 */
export function ServiceSchedulesSection() {
  const { t } = useTranslation('upkeep');
  const schedules = useServiceSchedules();
  if (schedules.isPending) return <PendingNote />;
  if (schedules.isError) {
    return <ErrorBox message={errorMessage(schedules.error, t('reminders.loadFailed'))} />;
  }
  // a new form when the stored schedules change (saved here or elsewhere)
  return <SchedulesForm key={JSON.stringify(schedules.data)} agency={schedules.data} />;
}

function SchedulesForm({ agency }: { agency: AgencySchedules }) {
  const { t } = useTranslation('upkeep');
  const canEdit = useCan('updateServiceSchedules');
  const save = useUpdateServiceSchedules();
  const notify = useNotify();
  const saveNotice = useSaveNotice();
  const headingId = useId();
  const [lines, setLines] = useState(() => linesOf(agency.schedules));
  const schedules = schedulesOf(lines, false);
  const send = (value: AgencySchedules['schedules'] | null) => {
    saveNotice(save, { schedules: value }, t('schedule.saved'), (error) =>
      notify(errorMessage(error, t('schedule.saveFailed')), 'error'),
    );
  };
  return (
    <section
      aria-labelledby={headingId}
      data-testid="service-schedules-settings"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t('settings.title')}
      </h2>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        {t('settings.hint')} {agency.defaults ? t('settings.defaults') : null}
      </p>
      {canEdit ? null : (
        <p className="mb-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          {t('settings.readOnly')}
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (schedules) send(schedules);
        }}
        className="flex flex-col gap-3"
      >
        <SchedulesEditor
          lines={lines}
          onChange={setLines}
          ownColumn={false}
          disabled={!canEdit || save.isPending}
        />
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={!schedules || save.isPending}>
              {save.isPending ? t('schedule.saving') : t('schedule.save')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={agency.defaults || save.isPending}
              onClick={() => send(null)}
            >
              {t('settings.reset')}
            </Button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
