import { brandRoutes } from '@car-rental/domain/contract/brands';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** POST /api/brands/:id/models */
export function addModel({ brandId, name }: { brandId: string; name: string }) {
  return call(brandRoutes.addModel, { params: { id: brandId }, body: { name } });
}

export function useAddModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addModel,
    onSuccess: afterWrite(queryClient, brandRoutes.addModel),
  });
}
