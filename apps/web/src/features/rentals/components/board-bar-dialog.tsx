import type { BoardBar } from '@car-rental/domain/contract/board';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useRemoveCarBlock } from '../api/car-blocks.ts';
import { useBarText } from './board-bar.tsx';

const term = 'text-slate-600 dark:text-slate-400';

/**
 * A clicked bar: a booking's customer, period and state, with the way to the Rental
 * dashboard where it is picked up, cancelled or returned (a booking page's request: where it
 * is confirmed or declined); a block's reason, period and note,
 * with Remove block.
 */
export function BoardBarDialog({
  carId,
  carName,
  bar,
  onOpenChange,
}: {
  carId: string;
  carName: string;
  bar: BoardBar;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('board');
  const block = bar.kind === 'block';
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={
        block
          ? t('blocked.title')
          : bar.kind === 'request'
            ? t('request.title')
            : t('booking.title')
      }
      description={carName}
    >
      {block ? (
        <BlockDetails carId={carId} bar={bar} onDone={() => onOpenChange(false)} />
      ) : (
        <BookingDetails bar={bar} onDone={() => onOpenChange(false)} />
      )}
    </Dialog>
  );
}

function BookingDetails({ bar, onDone }: { bar: BoardBar; onDone: () => void }) {
  const { t } = useTranslation('board');
  const { t: tc } = useTranslation();
  const words = useBarText();
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className={term}>{t('booking.customer')}</dt>
        <dd data-testid="board-bar-customer">{bar.label}</dd>
        <dt className={term}>{t('booking.period')}</dt>
        <dd>
          <Ltr>{words.period(bar)}</Ltr>
        </dd>
        <dt className={term}>{t('booking.state')}</dt>
        <dd className="first-letter:uppercase">{words.state(bar)}</dd>
      </dl>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {tc('actions.close')}
        </Button>
        <Link
          to={bar.kind === 'request' ? '/rental#booking-requests' : '/rental'}
          className="inline-flex items-center justify-center rounded-md bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
        >
          {bar.kind === 'request' ? t('request.open') : t('booking.open')}
        </Link>
      </div>
    </div>
  );
}

function BlockDetails({
  carId,
  bar,
  onDone,
}: {
  carId: string;
  bar: BoardBar;
  onDone: () => void;
}) {
  const { t } = useTranslation('board');
  const { t: tc } = useTranslation();
  const words = useBarText();
  const notify = useNotify();
  const remove = useRemoveCarBlock();
  const confirm = () =>
    remove.mutate(
      { carId, blockId: bar.id },
      {
        onSuccess: (answer) => {
          notify(isPendingAnswer(answer) ? answer.message : t('blocked.removed'));
          onDone();
        },
      },
    );
  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className={term}>{t('blocked.reason')}</dt>
        <dd data-testid="board-block-reason">{words.state(bar)}</dd>
        <dt className={term}>{t('blocked.period')}</dt>
        <dd>
          <Ltr>{words.period(bar)}</Ltr>
        </dd>
        <dt className={term}>{t('blocked.note')}</dt>
        <dd>{bar.label || t('blocked.noNote')}</dd>
      </dl>
      <ErrorBox
        message={remove.isError ? errorMessage(remove.error, t('blocked.removeFailed')) : null}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {tc('actions.close')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? t('blocked.removing') : t('blocked.remove')}
        </Button>
      </div>
    </div>
  );
}
