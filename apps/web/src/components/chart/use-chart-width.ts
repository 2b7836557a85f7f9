import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * The width the chart is given, in CSS pixels, so the SVG draws at 1:1 and its labels keep
 * their size on any screen (a scaled viewBox would blow them up on a wide dashboard).
 */
export function useChartWidth(fallback = 640): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(280, Math.round(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
