import { customerRoutes } from '@car-rental/domain/contract/customers';
import type { CallInput } from '@car-rental/domain/contract/route';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { afterWrite, pagedRouteQuery, routeQuery } from '../../../lib/route-query.ts';

/** GET /api/customers: by name, narrowed by the search and the "Do not rent" flag */
export function useCustomers(q: string, flaggedOnly: boolean) {
  return useInfiniteQuery(
    pagedRouteQuery(
      customerRoutes.listCustomers,
      { q: q || undefined, flagged: flaggedOnly ? 'true' : undefined },
      24,
    ),
  );
}

/** the customers on file that match what a dialog's field holds (2 characters at least) */
export function useCustomerSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    ...routeQuery(customerRoutes.listCustomers, { query: { q: text, limit: 5 } }),
    enabled: text.length >= 2,
    staleTime: 10_000,
  });
}

/** GET /api/customers/:id: the customer page */
export function useCustomerFile(id: string) {
  return useQuery(routeQuery(customerRoutes.getCustomer, { params: { id } }));
}

export type DoNotRentInput = CallInput<typeof customerRoutes.setCustomerDoNotRent>['body'];

/** PUT /api/customers/:id/do-not-rent */
export function useSetDoNotRent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DoNotRentInput & { id: string }) =>
      call(customerRoutes.setCustomerDoNotRent, { params: { id }, body }),
    onSuccess: afterWrite(queryClient, customerRoutes.setCustomerDoNotRent),
  });
}

export type AddCustomerInput = CallInput<typeof customerRoutes.addCustomer>['body'];
export type UpdateCustomerInput = CallInput<typeof customerRoutes.updateCustomer>['body'];

/** POST /api/customers */
export function useAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCustomerInput) => call(customerRoutes.addCustomer, { body }),
    onSuccess: afterWrite(queryClient, customerRoutes.addCustomer),
  });
}

/** PATCH /api/customers/:id: absent keeps a field, empty clears it */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateCustomerInput & { id: string }) =>
      call(customerRoutes.updateCustomer, { params: { id }, body }),
    onSuccess: afterWrite(queryClient, customerRoutes.updateCustomer),
  });
}
