/*
 * What a verification document may be, for the teacher dashboard's upload and the mock server alike (the server
 * refuses what the form refuses): PDF, JPEG or PNG, at most 10 MB, and not empty.
 */
export const MAX_DOCUMENT_BYTES = 10_485_760;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/jpg', 'image/png']);
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

export type DocumentProblem = 'missing' | 'type' | 'size';

/** Why a file cannot be sent as a verification document, or null when it can. */
export function documentProblem(file: { name: string; type: string; size: number } | null | undefined) {
  if (!file || file.size === 0) return 'missing' satisfies DocumentProblem;
  if (!TYPES.has(file.type) || (file.name !== '' && !EXTENSIONS.test(file.name))) {
    return 'type' satisfies DocumentProblem;
  }
  if (file.size > MAX_DOCUMENT_BYTES) return 'size' satisfies DocumentProblem;
  return null;
}
