export const suppliers = {} as const;
