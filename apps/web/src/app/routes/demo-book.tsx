import { DemoBookPage } from '../../demo/demo-book-page.tsx';

/** demo mode: the booking page in the staff app, answered by the demo's worker (decision 0048) */
export function Component() {
  return <DemoBookPage />;
}
