import { PriceListScreen } from '../../features/pricing/components/price-list-screen.tsx';

/** /settings/prices: the price list (issue 33 §4) */
export function Component() {
  return <PriceListScreen />;
}
