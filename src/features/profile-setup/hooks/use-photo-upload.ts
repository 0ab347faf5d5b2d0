import { useUploadProfileImage } from '@/generated/api/user/user';
import { type SetupUser, updateSetupUser } from '../utils/setup-user';

/** The new address comes back in `data` or, from some servers, in `profileImageUrl`. */
export function usePhotoUpload(user: SetupUser) {
  const mutation = useUploadProfileImage();
  const upload = (file: File, onDone: () => void) => {
    mutation.mutate(
      { data: { file, userId: user.id } },
      {
        onSuccess: (answer) => {
          const url = answer.data ?? answer.profileImageUrl ?? null;
          if (url) updateSetupUser({ profileImageUrl: url });
          onDone();
        },
      },
    );
  };
  return { upload, isPending: mutation.isPending, isError: mutation.isError, reset: mutation.reset };
}
