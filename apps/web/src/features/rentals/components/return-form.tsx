import type { CarView } from '@car-rental/domain/contract/car';
import type { RentalContract } from '@car-rental/domain/contract/inspections';
import { returnCarBody } from '@car-rental/domain/contract/rentals';
import { keptPrice, keptPricingOf } from '@car-rental/domain/pricing/kept';
import { amountOwed } from '@car-rental/domain/rentals/return-car';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  newPayment,
  PaymentFields,
  paymentFieldPaths,
  toPaymentInput,
} from '../../../components/payment-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { money } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useNow } from '../../../lib/use-now.ts';
import { FinesOnRentalNote, useFinesOnRental } from '../../fleet/components/fines-on-rental.tsx';
import { useReturnCar } from '../api/return-car.ts';
import { chargeProblems, toChargeInputs } from '../lib/charge-drafts.ts';
import { ChargesSection } from './charge-fields.tsx';
import { CheckInChanges, useReturnCharges } from './check-in-section.tsx';
import {
  DepositSettlement,
  newSettlement,
  settlementProblems,
  toSettlementInput,
} from './deposit-settlement.tsx';
import { newWalkAround, WalkAroundFields } from './inspection/walk-around-fields.tsx';
import { mileageProblem, ReturnFacts, ReturnTotals } from './return-summary.tsx';

/**
 * The return's form. `contract` null: the spec's return (mileage and charges). With the
 * contract's check-out: the check-in too, and `onReturned` gets the success message (the
 * dialog then offers the receipt) instead of closing.
 */
export function ReturnForm({
  car,
  contract,
  onDone,
  onReturned,
}: {
  car: CarView;
  contract: RentalContract | null;
  onDone: () => void;
  onReturned?: (message: string) => void;
}) {
  const { t } = useTranslation('rentals');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const hintId = useId();
  const returnCar = useReturnCar();
  const checkOut = contract?.checkOut ?? null;
  const form = useForm({
    schema: returnCarBody,
    defaultValues: {
      newMileage: '',
      checkIn: newWalkAround(contract?.accessories ?? [], checkOut),
      deposit: newSettlement(),
      payment: newPayment(),
    },
    toInput: (values) => {
      const { fuelEighths, marks, accessories, photos, signature } = values.checkIn;
      return {
        newMileage: values.newMileage.trim() === '' ? Number.NaN : Number(values.newMileage),
        charges: toChargeInputs(charges),
        ...(checkOut && signature
          ? { checkIn: { fuelEighths, marks, accessories, photos, signature } }
          : {}),
        ...(deposit ? { deposit: toSettlementInput(deposit, values.deposit) } : {}),
        // how the balance is paid (or the refund given); a cash deposit goes back in cash
        ...(owed !== 0 ? { payment: toPaymentInput(values.payment) } : {}),
      };
    },
    fields: ['deposit.retained', 'deposit.reason', ...paymentFieldPaths],
  });
  const { newMileage: mileage, checkIn: walk, deposit: settlement } = form.watch();
  const submitted = form.formState.isSubmitted;
  const now = useNow();
  const rental = car.rental;
  const problem = mileageProblem(mileage, car.mileageKm);
  const list = useReturnCharges({
    contract,
    rental,
    walk,
    odometerKm: problem ? (checkOut?.odometerKm ?? car.mileageKm) : Number(mileage),
    now,
  });
  const { charges, total: typedCharges } = list;
  // issue 32 §4: a traffic fine charged on the rental out is one of its charges
  const fines = useFinesOnRental(car.id, rental?.id);
  const chargesTotal = typedCharges + fines;
  /**
   * the server's figure for a rented car (its kept prices), else the days used priced by the
   * prices the booking kept (decision 0046), or the car's rate times the days; nothing
   * before the pickup
   */
  const estimate =
    'currentRevenue' in car && typeof car.currentRevenue === 'number'
      ? car.currentRevenue
      : rental && new Date(rental.rentedFrom).getTime() <= now.getTime()
        ? keptPrice(
            { dailyRate: car.dailyRate ?? 0, pricing: keptPricingOf(rental.pricing) },
            new Date(rental.rentedFrom),
            now,
          )
        : 0;
  /** a deposit still held is settled by this return */
  const deposit =
    checkOut && contract?.deposit && !contract.deposit.settledAt ? contract.deposit : null;
  const owed = amountOwed({
    totalAmount: estimate,
    chargesTotal,
    advancePaid: rental?.advancePaid ?? 0,
  });
  const settlementIssues = deposit ? settlementProblems(deposit, settlement, owed) : {};
  const signature = walk.signature;
  const signed = !checkOut || signature !== null;
  const depositErrors = {
    kept: form.error('deposit.retained'),
    reason: form.error('deposit.reason'),
  };

  /** a long form with a check-in: bring the first field to fix into view */
  const showFirstProblem = () => {
    if (checkOut) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(),
      );
    }
  };

  const submit = form.handleSubmit((input) => {
    if (
      problem ||
      charges.some((charge) => chargeProblems(charge)) ||
      Object.keys(settlementIssues).length > 0 ||
      !signed
    ) {
      showFirstProblem();
      return;
    }
    returnCar.mutate(
      { carId: car.id, ...input },
      {
        onSuccess: (answer) => {
          if (isPendingAnswer(answer)) {
            notify(answer.message);
            onDone();
            return;
          }
          const message = t('returnDialog.success', { total: money(answer.rental.finalTotal) });
          notify(message);
          if (checkOut && onReturned) onReturned(message);
          else onDone();
        },
        onError: (error) => form.refuse(error, t('returnDialog.failed')),
      },
    );
  }, showFirstProblem);

  const chargesSection = (
    <ChargesSection
      charges={charges}
      submitted={submitted}
      onAdd={list.add}
      onChange={list.update}
      onRemove={list.remove}
    />
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {rental ? <ReturnFacts car={car} rental={rental} /> : null}
      <Field
        label={t('returnDialog.newMileage')}
        type="number"
        inputMode="numeric"
        min={car.mileageKm}
        step={1}
        required
        {...form.register('newMileage')}
        error={
          problem && (submitted || problem !== 'mileageRequired')
            ? t(`returnDialog.${problem}`)
            : undefined
        }
      />
      {checkOut && contract ? (
        <WalkAroundFields
          value={walk}
          onChange={(update) => form.setValue('checkIn', update(form.getValues('checkIn')))}
          accessories={contract.accessories}
          previous={checkOut}
        >
          <CheckInChanges
            checkOut={checkOut}
            odometerKm={problem ? null : Number(mileage)}
            walk={walk}
          />
          {chargesSection}
          {deposit ? (
            <DepositSettlement
              deposit={deposit}
              owed={owed}
              value={settlement}
              onChange={(next) => form.setValue('deposit', next)}
              problems={submitted ? settlementIssues : undefined}
              serverErrors={depositErrors}
            />
          ) : null}
        </WalkAroundFields>
      ) : (
        chargesSection
      )}
      <ReturnTotals
        estimate={estimate}
        chargesTotal={chargesTotal}
        advancePaid={rental?.advancePaid ?? 0}
      />
      <FinesOnRentalNote amount={fines} />
      {owed !== 0 ? (
        <PaymentFields
          form={form}
          legend={
            owed > 0 ? t('payment.balance', { ns: 'fund' }) : t('payment.refund', { ns: 'fund' })
          }
        />
      ) : null}
      <ErrorBox message={form.failure} />
      <div
        className={
          checkOut
            ? 'flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end'
            : 'flex flex-wrap justify-end gap-2'
        }
      >
        {signed ? null : (
          <p id={hintId} className="text-sm text-slate-600 sm:me-auto dark:text-slate-400">
            {t('checkIn.signHint')}
          </p>
        )}
        <Button variant="secondary" onClick={onDone}>
          {tc('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          aria-describedby={signed ? undefined : hintId}
          disabled={
            problem === 'mileageRequired' ||
            problem === 'mileageBelow' ||
            !signed ||
            returnCar.isPending
          }
        >
          {returnCar.isPending ? t('returnDialog.returning') : t('returnDialog.submit')}
        </Button>
      </div>
    </form>
  );
}
