import type { CarView } from '@car-rental/domain/rentals/inspection';
import type { Rgb as Color } from '../../lib/pdf/text.ts';

/** the contract's colours (red, green, blue from 0 to 1) */
export const colors = {
  outline: [0.45, 0.48, 0.54],
  box: [0.8, 0.82, 0.86],
  paper: [1, 1, 1],
  tyre: [0.72, 0.74, 0.78],
  fuel: [0.2, 0.45, 0.75],
  mark: [0.8, 0.1, 0.12],
  oldMark: [0.6, 0.62, 0.66],
  muted: [0.38, 0.42, 0.48],
} as const satisfies Record<string, Color>;

export type Point = [number, number];
/** a view's drawing, in units of a 100 x 75 box (y downwards) */
export type Shape =
  | { poly: Point[]; open?: boolean; fill?: Color }
  | { circle: [x: number, y: number, r: number]; fill?: Color };

/** "x,y x,y …" as points */
const points = (spec: string) =>
  spec.split(' ').map((pair) => pair.split(',').map(Number) as Point);
const poly = (spec: string, fill?: Color): Shape => ({ poly: points(spec), fill });
const line = (spec: string): Shape => ({ poly: points(spec), open: true });
const rectangle = (x: number, y: number, w: number, h: number, fill?: Color) =>
  poly(`${x},${y} ${x + w},${y} ${x + w},${y + h} ${x},${y + h}`, fill);
const wheel = (x: number, y: number): Shape[] => [
  { circle: [x, y, 9], fill: colors.paper },
  { circle: [x, y, 3.5] },
];

/** the left side: the front on the left */
const side: Shape[] = [
  poly('4,52 4,41 8,36 27,32 38,19 70,19 82,32 94,35 96,42 96,52'),
  poly('31,32 40,22 53,22 53,32'),
  poly('57,32 57,22 69,22 78,32'),
  line('55,33 55,50'),
  ...wheel(22, 52),
  ...wheel(78, 52),
];

const frontOrBack = (back: boolean): Shape[] => [
  poly('20,36 29,12 71,12 80,36'),
  poly('25,34 32,16 68,16 75,34'),
  poly('8,62 8,42 14,36 86,36 92,42 92,62'),
  line('8,55 92,55'),
  rectangle(12, 62, 12, 8, colors.tyre),
  rectangle(76, 62, 12, 8, colors.tyre),
  // tail lights and the plate, or headlights and the grille
  ...(back
    ? [rectangle(12, 40, 14, 7), rectangle(74, 40, 14, 7), rectangle(40, 46, 20, 7)]
    : [
        { circle: [21, 45, 4] } as Shape,
        { circle: [79, 45, 4] } as Shape,
        rectangle(36, 42, 28, 9),
      ]),
];

/** seen from above, the front on the left */
const top: Shape[] = [
  poly('6,24 12,14 88,14 94,22 94,53 88,61 12,61 6,51'),
  poly('27,18 38,22 38,53 27,57'),
  poly('74,22 82,18 82,57 74,53'),
  rectangle(38, 22, 36, 31),
  poly('30,14 27,8 34,8 35,14'),
  poly('30,61 27,67 34,67 35,61'),
];

const mirrored = (shapes: Shape[]): Shape[] =>
  shapes.map(
    (shape): Shape =>
      'circle' in shape
        ? { ...shape, circle: [100 - shape.circle[0], shape.circle[1], shape.circle[2]] }
        : { ...shape, poly: shape.poly.map(([x, y]): Point => [100 - x, y]) },
  );

/** the left side has the front on the left; the right side is its mirror */
export const outlines: Record<CarView, Shape[]> = {
  front: frontOrBack(false),
  back: frontOrBack(true),
  left: side,
  right: mirrored(side),
  top,
};
