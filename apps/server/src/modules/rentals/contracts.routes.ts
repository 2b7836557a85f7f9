import { contractRoutes as routes } from '@car-rental/domain/contract/inspections';
import { FileAnswer, operation } from '../../lib/operation.ts';
import { checkOut } from './check-out.ts';
import { getContractSettings, getDepositsHeld, getRentalContract } from './contracts-read.ts';
import { printContract } from './print-contract.ts';
import { printReceipt } from './print-receipt.ts';
import { setCarContractTerms } from './set-car-contract-terms.ts';
import { updateContractSettings } from './update-contract-settings.ts';

/** a PDF download: never cached (it holds a customer's file and signature) */
const pdf = (name: string, bytes: Uint8Array) =>
  new FileAnswer({
    contentType: 'application/pdf',
    body: bytes,
    download: `${name}.pdf`,
    cacheControl: 'private, no-store',
  });

export const contractOperations = [
  operation(routes.checkOutRental, async ({ params, body }, { acting }) =>
    checkOut(acting, { rentalId: params.rentalId, body }),
  ),
  operation(routes.getRentalContract, async ({ params }, { deps }) =>
    getRentalContract(deps, { rentalId: params.rentalId }),
  ),
  operation(routes.getContractPdf, async ({ params, query }, { deps }) => {
    const { number, bytes } = await printContract(deps, {
      rentalId: params.rentalId,
      language: query.lang,
    });
    return pdf(number, bytes);
  }),
  operation(routes.getReceiptPdf, async ({ params, query }, { deps }) => {
    const { number, bytes } = await printReceipt(deps, {
      rentalId: params.rentalId,
      language: query.lang,
    });
    return pdf(`${number}-receipt`, bytes);
  }),
  operation(routes.listDepositsHeld, async ({ query }, { deps }) =>
    getDepositsHeld(deps, { customerId: query.customerId }),
  ),
  operation(routes.getContractSettings, async (_, { deps }) => getContractSettings(deps)),
  operation(routes.updateContractSettings, async ({ body }, { acting }) =>
    updateContractSettings(acting, body),
  ),
  operation(routes.setCarContractTerms, async ({ params, body }, { acting }) =>
    setCarContractTerms(acting, { carId: params.id, terms: body }),
  ),
];
