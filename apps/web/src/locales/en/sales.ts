export const sales = {} as const;
