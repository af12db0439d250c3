import { useMutation } from '@tanstack/react-query';
import { ApiError, apiBlobRequest } from '@client/lib/api-client';
import { saveBlob } from '@client/lib/save-blob';

/** The client's own code for a download that arrived without a byte. */
export const EMPTY_DOWNLOAD_CODE = 'EMPTY_DOWNLOAD';

export const taxPdfFileName = (taxYear: number) => `Steuererklärung_${taxYear}.pdf`;

/**
 * GET /api/tax-pdf/download/{year} (spec part 1 §7): the finished declaration as a Blob. An
 * empty answer is an error, never a 0-byte file on the person's disk.
 */
export async function fetchTaxPdf(taxYear: number): Promise<Blob> {
  const blob = await apiBlobRequest(`/api/tax-pdf/download/${taxYear}`);
  if (blob.size === 0) throw new ApiError(200, EMPTY_DOWNLOAD_CODE, 'The downloaded file is empty', false);
  return blob;
}

/** Downloads and saves the PDF as `Steuererklärung_{year}.pdf`. */
export function useDownloadTaxPdf() {
  return useMutation({
    mutationFn: async (taxYear: number) => {
      const blob = await fetchTaxPdf(taxYear);
      saveBlob(blob, taxPdfFileName(taxYear));
      return { size: blob.size };
    },
  });
}
