export const cars = {} as const;
