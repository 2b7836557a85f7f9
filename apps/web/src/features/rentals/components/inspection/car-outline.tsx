import type { CarView } from '@car-rental/domain/rentals/inspection';

/** each view's drawing box (SVG units); a mark's x and y are fractions of it */
export const viewBoxes: Record<CarView, { width: number; height: number }> = {
  left: { width: 200, height: 90 },
  right: { width: 200, height: 90 },
  top: { width: 200, height: 90 },
  front: { width: 120, height: 90 },
  back: { width: 120, height: 90 },
};

const side = (
  <>
    <path d="M12 62 Q10 46 24 42 L54 38 L74 18 Q80 13 90 13 L132 13 Q142 13 150 22 L166 38 L182 42 Q190 45 190 56 L190 62 Q190 66 186 66 L16 66 Q12 66 12 62 Z" />
    <path d="M60 37 L78 20 L104 20 L104 37 Z" />
    <path d="M110 20 L134 20 Q140 20 145 26 L157 37 L110 37 Z" />
    <circle cx="48" cy="66" r="13" />
    <circle cx="48" cy="66" r="5" />
    <circle cx="152" cy="66" r="13" />
    <circle cx="152" cy="66" r="5" />
  </>
);

const frontBack = (
  <>
    <path d="M14 74 L14 48 Q14 40 22 38 L30 20 Q33 14 40 14 L80 14 Q87 14 90 20 L98 38 Q106 40 106 48 L106 74 Z" />
    <path d="M34 22 L86 22 L93 37 L27 37 Z" />
    <rect x="16" y="74" width="14" height="10" rx="2" />
    <rect x="90" y="74" width="14" height="10" rx="2" />
  </>
);

/** a simple car outline for one view (the car's front to the left on the side and top views) */
export function CarOutline({ view }: { view: CarView }) {
  switch (view) {
    case 'left':
      return side;
    case 'right':
      return <g transform="translate(200 0) scale(-1 1)">{side}</g>;
    case 'top':
      return (
        <>
          <rect x="10" y="14" width="180" height="62" rx="22" />
          <path d="M62 20 L82 26 L82 64 L62 70 Z" />
          <rect x="86" y="26" width="56" height="38" rx="4" />
          <path d="M146 26 L162 21 L162 69 L146 64 Z" />
          <rect x="58" y="8" width="8" height="6" rx="2" />
          <rect x="58" y="76" width="8" height="6" rx="2" />
        </>
      );
    case 'front':
      return (
        <>
          {frontBack}
          <rect x="18" y="46" width="18" height="8" rx="3" />
          <rect x="84" y="46" width="18" height="8" rx="3" />
          <rect x="44" y="48" width="32" height="10" rx="2" />
        </>
      );
    case 'back':
      return (
        <>
          {frontBack}
          <rect x="18" y="44" width="14" height="12" rx="2" />
          <rect x="88" y="44" width="14" height="12" rx="2" />
          <rect x="46" y="54" width="28" height="10" rx="1" />
        </>
      );
  }
}
