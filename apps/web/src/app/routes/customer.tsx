import { useParams } from 'react-router';
import { CustomerPage } from '../../features/customers/components/customer-page.tsx';

/** /customers/:id: one customer's file */
export function Component() {
  const { id = '' } = useParams();
  return <CustomerPage id={id} />;
}
