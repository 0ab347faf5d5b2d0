import { useUploadProfileImage } from '@/generated/api/user/user';
import { type SetupUser, updateSetupUser } from '../utils/setup-user';

/** The new address comes back in `data` or, from some servers, in `profileImageUrl`. */
export function usePhotoUpload(user: SetupUser) {
  const mutation = useUploadProfileImage();
  // Settles with the answer, so a form awaiting it keeps its submit lock until then; a failure shows from `isError`.
  const upload = (file: File, onDone: () => void): Promise<void> =>
    mutation
      .mutateAsync(
        { data: { file, userId: user.id } },
        {
          onSuccess: (answer) => {
            const url = answer.data ?? answer.profileImageUrl ?? null;
            if (url) updateSetupUser({ profileImageUrl: url });
            onDone();
          },
        },
      )
      .then(
        () => undefined,
        () => undefined,
      );
  return { upload, isPending: mutation.isPending, isError: mutation.isError, reset: mutation.reset };
}
