import { useParams } from 'react-router';
import { CarCarePage } from '../../features/fleet/components/car-care-page.tsx';

/** /garage/:id: one car's service log and papers */
export function Component() {
  const { id = '' } = useParams();
  return <CarCarePage id={id} />;
}
