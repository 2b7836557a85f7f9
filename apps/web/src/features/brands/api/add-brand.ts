import { brandRoutes } from '@car-rental/domain/contract/brands';
import type { CallInput } from '@car-rental/domain/contract/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite } from '../../../lib/route-query.ts';

/** the Add Brand body, as the contract takes it */
export type AddBrandInput = CallInput<typeof brandRoutes.addBrand>['body'];

/** POST /api/brands */
export function addBrand(input: AddBrandInput) {
  return call(brandRoutes.addBrand, { body: input });
}

export function useAddBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBrand,
    onSuccess: afterWrite(queryClient, brandRoutes.addBrand),
  });
}
