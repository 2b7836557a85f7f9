import { addBlockBody, type BlockKind, blockKind } from '@car-rental/domain/contract/board';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { getBusinessTimeZone } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useAddCarBlock } from '../api/car-blocks.ts';
import { inputsOf, instantOfValue } from '../lib/wall-time.ts';

const HOUR = 3_600_000;

/** a datetime-local value ('YYYY-MM-DDTHH:MM', business time) of an instant */
function localValue(instant: Date, timeZone: string): string {
  const { date, time } = inputsOf(instant, timeZone);
  return `${date}T${time}`;
}

/** Add blocked period: why (maintenance, repair, the owner's use), from, to and a note */
export function BlockDialog({
  carId,
  carName,
  onOpenChange,
}: {
  carId: string;
  carName: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('board');
  return (
    <Dialog open onOpenChange={onOpenChange} title={t('block.title')} description={carName}>
      <BlockForm carId={carId} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function BlockForm({ carId, onDone }: { carId: string; onDone: () => void }) {
  const { t } = useTranslation('board');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const add = useAddCarBlock();
  const timeZone = getBusinessTimeZone();
  /** from the next full hour, for a day */
  const initial = useMemo(() => {
    const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR);
    return {
      kind: 'maintenance' as BlockKind,
      from: localValue(start, timeZone),
      to: localValue(new Date(start.getTime() + 24 * HOUR), timeZone),
      note: '',
    };
  }, [timeZone]);
  /** the period's own rules, in the board's words */
  const problemsOf = (values: typeof initial) => {
    const start = instantOfValue(values.from, timeZone);
    const end = instantOfValue(values.to, timeZone);
    return {
      from: start ? undefined : t('block.fromRequired'),
      to: !end
        ? t('block.toRequired')
        : start && end.getTime() <= start.getTime()
          ? t('block.endBeforeStart')
          : undefined,
    };
  };
  const form = useForm({
    schema: addBlockBody,
    defaultValues: initial,
    check: problemsOf,
    toInput: (values) => ({
      kind: values.kind,
      start: instantOfValue(values.from, timeZone)?.toISOString(),
      end: instantOfValue(values.to, timeZone)?.toISOString(),
      note: values.note,
    }),
  });
  const from = form.watch('from');

  const submit = form.handleSubmit((input) => {
    add.mutate(
      { carId, ...input },
      {
        onSuccess: (answer) => {
          notify(isPendingAnswer(answer) ? answer.message : t('block.success'));
          onDone();
        },
        onError: (error) => form.refuse(error, t('block.failed'), { always: true }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <SelectField label={t('block.kind')} {...form.register('kind')}>
        {blockKind.options.map((option) => (
          <option key={option} value={option}>
            {t(`states.${option}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('block.from')}
          type="datetime-local"
          required
          {...form.register('from', { deps: ['to'] })}
          error={form.error('from')}
        />
        <Field
          label={t('block.to')}
          type="datetime-local"
          required
          min={from || undefined}
          {...form.register('to')}
          error={form.error('to')}
        />
      </div>
      <Field label={t('block.note')} maxLength={200} {...form.register('note')} />
      <ErrorBox message={form.failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {tc('actions.cancel')}
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('block.submitting') : t('block.submit')}
        </Button>
      </div>
    </form>
  );
}
