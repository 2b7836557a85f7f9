import type { CarView } from '@car-rental/domain/contract/car';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRentalContract } from '../api/contract.ts';
import { carName } from '../lib/car-name.ts';
import { ReturnDone } from './check-in-section.tsx';
import { ReturnForm } from './return-form.tsx';

/**
 * the Return dialog (spec §5): new mileage, additional charges, Complete Return. A rental
 * checked out (issue 15) adds the check-in: the walk around from the check-out's, what
 * changed, the charges it proposes, the deposit's settlement and the customer's signature;
 * once returned, its receipt to print.
 */
export function ReturnDialog({
  car,
  open,
  onOpenChange,
}: {
  car: CarView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('rentals');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('returnDialog.title')}
      description={carName(car)}
      wide
    >
      {open ? <ReturnBody car={car} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function ReturnBody({ car, onDone }: { car: CarView; onDone: () => void }) {
  const rental = car.rental;
  if (!rental?.contractNumber) return <ReturnForm car={car} contract={null} onDone={onDone} />;
  return <ContractReturn car={car} rentalId={rental.id} onDone={onDone} />;
}

/** a rental with a contract: its check-out to compare with; the receipt once returned */
function ContractReturn({
  car,
  rentalId,
  onDone,
}: {
  car: CarView;
  rentalId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('rentals');
  const contract = useRentalContract(rentalId);
  /** the success message once returned with a check-in */
  const [done, setDone] = useState<string | null>(null);
  if (done) return <ReturnDone rentalId={rentalId} message={done} onClose={onDone} />;
  if (contract.isPending) return <PendingNote />;
  if (contract.isError) {
    // offline or failing: the plain return still works (the server gives the deposit back)
    return (
      <div className="flex flex-col gap-4">
        <ErrorBox message={errorMessage(contract.error, t('checkOut.loadFailed'))} />
        <ReturnForm car={car} contract={null} onDone={onDone} />
      </div>
    );
  }
  return <ReturnForm car={car} contract={contract.data} onDone={onDone} onReturned={setDone} />;
}
