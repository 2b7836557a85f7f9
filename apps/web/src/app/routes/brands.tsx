import { BrandsScreen } from '../../features/brands/components/brands-screen.tsx';

export function Component() {
  return <BrandsScreen />;
}
