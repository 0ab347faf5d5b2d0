import {
  getGetMyVerificationQueryKey,
  useGetMyVerification,
  useUploadVerificationDocument,
} from '@/generated/api/teacher-verification/teacher-verification';
import type { TeacherVerificationStatus } from '@/generated/api/model';

/** While a document waits for its check, the state is read again this often, so an approval shows by itself. */
const PENDING_REFRESH_MS = 30_000;

const hasPending = (status: TeacherVerificationStatus | undefined) =>
  status?.documents.some((document) => document.state === 'PENDING') ?? false;

/** The signed-in teacher's verification (GET /v1/teacher/verification). */
export function useVerification() {
  const query = useGetMyVerification({
    query: {
      refetchInterval: (current) => (hasPending(current.state.data?.data) ? PENDING_REFRESH_MS : false),
    },
  });
  return { ...query, status: query.data?.data };
}

/** The upload of a document; the verification is read again after it (the new document shows, pending). */
export function useUploadDocument() {
  return useUploadVerificationDocument({
    mutation: { meta: { refreshes: [getGetMyVerificationQueryKey()] } },
  });
}
