import { contractRoutes as routes } from '@car-rental/domain/contract/inspections';
import { FileAnswer, operation } from '../../lib/operation.ts';
import { contractsService } from './contracts.service.ts';

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
    contractsService(acting).checkOut(params.rentalId, body),
  ),
  operation(routes.getRentalContract, async ({ params }, { deps }) =>
    contractsService(deps).getContract(params.rentalId),
  ),
  operation(routes.getContractPdf, async ({ params, query }, { deps }) => {
    const { number, bytes } = await contractsService(deps).contractPdf(params.rentalId, query.lang);
    return pdf(number, bytes);
  }),
  operation(routes.getReceiptPdf, async ({ params, query }, { deps }) => {
    const { number, bytes } = await contractsService(deps).receiptPdf(params.rentalId, query.lang);
    return pdf(`${number}-receipt`, bytes);
  }),
  operation(routes.listDepositsHeld, async ({ query }, { deps }) =>
    contractsService(deps).depositsHeld(query.customerId),
  ),
  operation(routes.getContractSettings, async (_, { deps }) =>
    contractsService(deps).getSettings(),
  ),
  operation(routes.updateContractSettings, async ({ body }, { acting }) =>
    contractsService(acting).updateSettings(body),
  ),
  operation(routes.setCarContractTerms, async ({ params, body }, { acting }) =>
    contractsService(acting).setCarTerms(params.id, body),
  ),
];
