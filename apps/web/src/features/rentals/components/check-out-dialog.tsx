import { checkOutBody, type RentalContract } from '@car-rental/domain/contract/inspections';
import type { Centimes } from '@car-rental/domain/money';
import { countDays } from '@car-rental/domain/rentals/count-days';
import { pickUpPeriod } from '@car-rental/domain/rentals/reservations';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useNow } from '../../../lib/use-now.ts';
import { usePriceList } from '../../pricing/api/price-list.ts';
import { contractPdfUrl, useCheckOutRental, useRentalContract } from '../api/contract.ts';
import {
  checkOutOffers,
  type DriverDraft,
  DriversFields,
  draftOf,
  driverProblems,
  driversCounted,
  driversFor,
  ExtrasFields,
  extraChoices,
  sameExtras,
} from './booking-extras.tsx';
import { DepositFields, depositProblems, newDeposit, toDepositInput } from './deposit-fields.tsx';
import { newWalkAround, WalkAroundFields } from './inspection/walk-around-fields.tsx';
import { LapsedPapersOverride, type LapsedPapersOverrideInput } from './lapsed-papers-override.tsx';
import { PdfLink } from './pdf-link.tsx';

/**
 * when the car is due back if it leaves now: an early pickup keeps the booked length (issue
 * 28 §8), the same rule as the server's
 */
function DueBack({ period }: { period: { startDate: string; endDate: string } }) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const now = useNow();
  const booked = { startAt: new Date(period.startDate), endAt: new Date(period.endDate) };
  const due = pickUpPeriod(booked, now);
  const early = booked.startAt.getTime() > now.getTime();
  return (
    <p data-testid="check-out-due" className="text-sm text-slate-700 dark:text-slate-300">
      {t('checkOut.dueBack', {
        time: formatDateTime(due.endAt),
        days: tc('days', { count: countDays(due.startAt, due.endAt) }),
      })}
      {early ? ` ${t('checkOut.earlyKeepsLength')}` : null}
    </p>
  );
}

interface CheckOutProps {
  rentalId: string;
  currentMileage: number;
  /** the booked period: the dialog shows when the car is due back once it leaves now */
  period?: { startDate: string; endDate: string } | undefined;
  /** the deposit proposed, in centimes; none when absent */
  defaultDeposit?: Centimes | null | undefined;
  onClose: () => void;
}

/**
 * Check-out (issue 15): the odometer, the walk around the car, the deposit and the
 * customer's signature; a reservation is picked up by it. Once saved: the contract's number
 * and its PDF to print.
 */
export function CheckOutDialog({
  carName,
  customerName,
  open,
  ...props
}: CheckOutProps & { carName: string; customerName?: string | undefined; open: boolean }) {
  const { t } = useTranslation('rentals');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) props.onClose();
      }}
      title={t('checkOut.title')}
      description={
        customerName ? t('checkOut.description', { car: carName, customer: customerName }) : carName
      }
      wide
    >
      {open ? <CheckOutBody {...props} /> : null}
    </Dialog>
  );
}

function CheckOutBody(props: CheckOutProps) {
  const { t } = useTranslation('rentals');
  const contract = useRentalContract(props.rentalId);
  /**
   * the save lives here, not in the form: its own write refetches the contract, which then
   * has its check-out before the save's answer arrives, and the form must not read that as
   * a check-out made elsewhere ('already has its check-out')
   */
  const checkOut = useCheckOutRental();
  const saved = checkOut.data && !isPendingAnswer(checkOut.data) ? checkOut.data : null;
  if (saved) return <CheckOutDone {...props} number={saved.rental.contractNumber} />;
  if (contract.isPending) return <PendingNote />;
  if (contract.isError) {
    return <ErrorBox message={errorMessage(contract.error, t('checkOut.loadFailed'))} />;
  }
  if (contract.data.checkOut && checkOut.isIdle) {
    return <CheckOutDone {...props} number={contract.data.contractNumber} already />;
  }
  return <CheckOutForm {...props} contract={contract.data} checkOut={checkOut} />;
}

function odometerProblem(text: string, current: number) {
  if (text.trim() === '') return 'odometerRequired' as const;
  const value = Number(text);
  if (!Number.isInteger(value)) return 'odometerWhole' as const;
  if (value < current) return 'odometerBelow' as const;
  return null;
}

/** the server's fields this form shows beside their input; any other goes to the error box */
const shownFields = [
  'odometerKm',
  'deposit.amount',
  'deposit.method',
  'deposit.reference',
  'deposit.bank',
];

function CheckOutForm({
  rentalId,
  currentMileage,
  period,
  defaultDeposit,
  contract,
  checkOut,
  onClose,
}: CheckOutProps & {
  contract: RentalContract;
  checkOut: ReturnType<typeof useCheckOutRental>;
}) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const hintId = useId();
  const form = useForm({
    schema: checkOutBody,
    defaultValues: {
      odometerKm: String(currentMileage),
      inspection: newWalkAround(contract.accessories),
      deposit: newDeposit(defaultDeposit),
    },
    toInput: ({ odometerKm, inspection, deposit }) => ({
      odometerKm: odometerKm.trim() === '' ? Number.NaN : Number(odometerKm),
      inspection: {
        fuelEighths: inspection.fuelEighths,
        marks: inspection.marks,
        accessories: inspection.accessories,
        photos: inspection.photos,
        signature: inspection.signature,
      },
      deposit: toDepositInput(deposit),
    }),
    fields: shownFields,
  });
  const { odometerKm: odometer, inspection: walk, deposit } = form.watch();
  const submitted = form.formState.isSubmitted;
  const problem = odometerProblem(odometer, currentMileage);
  const depositIssues = depositProblems(deposit);
  const signature = walk.signature;

  // decision 0049: the extras booked, added or taken off, and each additional driver's details
  const priceList = usePriceList();
  const offers = checkOutOffers(priceList.data?.extras, contract.extras);
  const [extrasDraft, setExtrasDraft] = useState(() => draftOf(contract.extras));
  const extras = extraChoices(extrasDraft, offers);
  const [typedDrivers, setTypedDrivers] = useState<DriverDraft[]>(contract.drivers);
  const drivers = driversFor(typedDrivers, driversCounted(extrasDraft, offers));
  const extrasChanged = !sameExtras(extras, contract.extras);
  const driversChanged = JSON.stringify(drivers) !== JSON.stringify(contract.drivers);
  const driverIssues = driverProblems(drivers);
  const driverErrors = {
    ...(submitted ? driverIssues : {}),
    ...fieldErrors(checkOut.error),
  };

  /** a long form on a phone: bring the first field to fix into view once it shows its error */
  const showFirstProblem = () =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(),
    );

  const send = (override?: LapsedPapersOverrideInput) =>
    form.handleSubmit((input) => {
      const badDrivers = driversChanged && Object.keys(driverIssues).length > 0;
      if (problem || Object.keys(depositIssues).length > 0 || !signature || badDrivers) {
        showFirstProblem();
        return;
      }
      checkOut.mutate(
        {
          rentalId,
          ...input,
          ...(extrasChanged ? { extras } : {}),
          ...(extrasChanged || driversChanged ? { drivers } : {}),
          ...(override ? { overrideLapsedPapers: override } : {}),
        },
        {
          onSuccess: (answer) => {
            if (isPendingAnswer(answer)) {
              notify(answer.message);
              onClose();
              return;
            }
            notify(t('checkOut.success'), 'success');
          },
          onError: (error) => form.refuse(error, t('checkOut.failed')),
        },
      );
    }, showFirstProblem);
  const submit = send();

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {period ? <DueBack period={period} /> : null}
      {offers.length > 0 ? (
        <div className="flex flex-col gap-2" data-testid="check-out-extras">
          <ExtrasFields offers={offers} value={extrasDraft} onChange={setExtrasDraft} />
          {extrasChanged ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('checkOut.extrasNote')}</p>
          ) : null}
        </div>
      ) : null}
      <DriversFields value={drivers} onChange={setTypedDrivers} errors={driverErrors} />
      <Field
        label={t('checkOut.odometer')}
        type="number"
        inputMode="numeric"
        min={currentMileage}
        step={1}
        required
        {...form.register('odometerKm')}
        error={
          problem && (submitted || problem !== 'odometerRequired')
            ? t(`checkOut.${problem}`, { value: formatNumber(currentMileage) })
            : form.error('odometerKm')
        }
      />
      <WalkAroundFields
        value={walk}
        onChange={(update) => form.setValue('inspection', update(form.getValues('inspection')))}
        accessories={contract.accessories}
      >
        <DepositFields
          value={deposit}
          onChange={(next) => form.setValue('deposit', next)}
          problems={submitted ? depositIssues : undefined}
          serverErrors={{
            amount: form.error('deposit.amount'),
            method: form.error('deposit.method'),
            reference: form.error('deposit.reference'),
            bank: form.error('deposit.bank'),
          }}
        />
      </WalkAroundFields>
      <ErrorBox message={form.failure} />
      <LapsedPapersOverride
        error={checkOut.error}
        pending={checkOut.isPending}
        onOverride={(override) => void send(override)()}
      />
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        {signature ? null : (
          <p id={hintId} className="text-sm text-slate-600 sm:me-auto dark:text-slate-400">
            {t('checkOut.signHint')}
          </p>
        )}
        <Button variant="secondary" onClick={onClose}>
          {tc('actions.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!signature || checkOut.isPending}
          aria-describedby={signature ? undefined : hintId}
        >
          {checkOut.isPending ? t('checkOut.submitting') : t('checkOut.submit')}
        </Button>
      </div>
    </form>
  );
}

/** the saved check-out: its contract number, the PDF to print and Close */
function CheckOutDone({
  rentalId,
  number,
  already = false,
  onClose,
}: Pick<CheckOutProps, 'rentalId' | 'onClose'> & { number: string | null; already?: boolean }) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const print = number ? t('checkOut.printContractFor', { number }) : t('checkOut.printContract');
  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
      >
        <p className="font-medium">{already ? t('checkOut.already') : t('checkOut.success')}</p>
        {number ? <p data-testid="contract-number">{t('checkOut.contract', { number })}</p> : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <PdfLink
          href={contractPdfUrl(rentalId)}
          label={t('checkOut.printContract')}
          description={print}
        />
        <Button onClick={onClose}>{tc('actions.close')}</Button>
      </div>
    </div>
  );
}
