import { useMutation } from '@tanstack/react-query';
import { saveDeclarationBodySchema, saveDeclarationResponseSchema } from '@shared/contract/tax-profile';
import { apiRequest } from '@client/lib/api-client';

/**
 * POST /api/tax/save-declaration {taxYear, filename} (spec part 2 §3 'Tax declaration export'):
 * the server builds the export from the saved profile, stores it and answers where to download it.
 */
export function postSaveDeclaration(body: { taxYear: number; filename?: string }) {
  return apiRequest('/api/tax/save-declaration', {
    method: 'POST',
    body: saveDeclarationBodySchema.parse(body),
    schema: saveDeclarationResponseSchema,
  });
}

export function useSaveDeclaration() {
  return useMutation({ mutationFn: postSaveDeclaration });
}

/** The browser downloads the stored export (the server answers it as an attachment). */
export function downloadDeclaration(downloadUrl: string, filename: string): void {
  const link = document.createElement('a');
  link.href = downloadUrl;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
