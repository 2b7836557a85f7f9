import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code (its form, the dialog layer, its schemas) is fetched the first time it
 * opens rather than with the screen that offers it: a screen's first load carries only what it
 * shows (the 250 kB budget of bench/page-load.ts). Closed and never opened, it renders nothing;
 * once opened it stays mounted, so it closes and reopens as the dialog itself does. The service
 * worker keeps every chunk, so it opens offline too.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened && !props.open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
