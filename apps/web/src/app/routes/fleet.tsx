import { FleetScreen } from '../../features/fleet/components/fleet-screen.tsx';

/** /fleet: every car's next service and papers (issue 32 §3) */
export function Component() {
  return <FleetScreen />;
}
