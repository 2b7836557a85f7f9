import { useParams } from 'react-router';
import { InvoicePage } from '../../features/invoices/components/invoice-page.tsx';

/** /invoices/:id: the print-ready invoice */
export function Component() {
  const { id = '' } = useParams();
  return <InvoicePage id={id} />;
}
