import {
  type checkOutBody,
  contractRoutes,
  type RentalContract,
} from '@car-rental/domain/contract/inspections';
import { pathOf } from '@car-rental/domain/contract/route';
import { type UploadedImage, uploadRoutes } from '@car-rental/domain/contract/uploads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, uploadFile } from '../../../lib/api-client.ts';
import { documentUrl } from '../../../lib/document-url.ts';
import { afterWrite, routeQuery } from '../../../lib/route-query.ts';

export type { RentalContract };

/** GET /api/rentals/:rentalId/contract: number, check-out, check-in, deposit, terms, accessories */
export const rentalContractQuery = (rentalId: string) =>
  routeQuery(contractRoutes.getRentalContract, { params: { rentalId } });

export function useRentalContract(rentalId: string) {
  return useQuery(rentalContractQuery(rentalId));
}

export interface CheckOutInput extends z.input<typeof checkOutBody> {
  rentalId: string;
}

/**
 * POST /api/rentals/:rentalId/check-out: the walk around the car, the deposit and the
 * customer's signature; a reservation is picked up by it
 */
export function checkOutRental({ rentalId, ...body }: CheckOutInput) {
  return call(contractRoutes.checkOutRental, { params: { rentalId }, body });
}

export function useCheckOutRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOutRental,
    onSuccess: afterWrite(queryClient, contractRoutes.checkOutRental),
  });
}

/** where the server's PDF of the signed contract downloads from */
export const contractPdfUrl = (rentalId: string) =>
  documentUrl(pathOf(contractRoutes.getContractPdf, { rentalId }));

/** where the server's PDF of the return receipt downloads from */
export const receiptPdfUrl = (rentalId: string) =>
  documentUrl(pathOf(contractRoutes.getReceiptPdf, { rentalId }));

/** uploads a walk-around photo to the private 'inspections' folder; onProgress gets 0..1 */
export function uploadInspectionPhoto(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('folder', 'inspections');
  form.append('file', file);
  return uploadFile<UploadedImage>(pathOf(uploadRoutes.uploadImage), form, onProgress);
}
