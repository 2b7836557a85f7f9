export const rentals = {} as const;
