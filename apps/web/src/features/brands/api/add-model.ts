import type { ModelView } from '@car-rental/domain/contract/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { brandsQuery } from './list-brands.ts';

/** POST /api/brands/:id/models */
export function addModel({ brandId, name }: { brandId: string; name: string }) {
  return api.post<ModelView>(`/brands/${brandId}/models`, { name });
}

export function useAddModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandsQuery.queryKey }),
  });
}
