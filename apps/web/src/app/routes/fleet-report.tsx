import { FleetReportPage } from '../../features/fleet/components/fleet-report-page.tsx';

/** /fleet/report: every car ranked by what it earned and cost (issue 32 §5) */
export function Component() {
  return <FleetReportPage />;
}
