/** the shared success green is too light for white text (axe colour contrast): one shade darker */
export const contrastGreen = 'bg-emerald-700! hover:bg-emerald-800! disabled:bg-emerald-600!';
