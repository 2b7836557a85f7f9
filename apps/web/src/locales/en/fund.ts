export const fund = {} as const;
