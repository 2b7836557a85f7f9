import type { BrandView } from '@car-rental/domain/contract/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { brandsQuery } from './list-brands.ts';

export interface AddBrandInput {
  name: string;
  group?: string | undefined;
  logo?: string | undefined;
}

/** POST /api/brands */
export function addBrand(input: AddBrandInput) {
  return api.post<BrandView>('/brands', input);
}

export function useAddBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandsQuery.queryKey }),
  });
}
