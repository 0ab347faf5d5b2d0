import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ErrorType } from '@/lib/api/mutator';
import {
  getGetCurrentUserQueryKey,
  getUploadProfileImageMutationKey,
  uploadProfileImage,
} from '@/generated/api/user/user';
import { type SetupUser, updateSetupUser } from '../utils/setup-user';

type Answer = Awaited<ReturnType<typeof uploadProfileImage>>;

/**
 * The upload with its progress in percent and a way to stop it: the generated call takes axios options
 * (`onUploadProgress`) and an AbortSignal, which orval's mutator hands to axios. The new address comes back in
 * `data` or, from some servers, in `profileImageUrl`. A cancelled upload is neither an error nor a success.
 */
export function usePhotoUpload(user: SetupUser) {
  const [progress, setProgress] = useState(0);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation<Answer, ErrorType<unknown>, File>({
    mutationKey: getUploadProfileImageMutationKey(),
    // The own profile (/settings, /profile) shows the photo: read again after the upload.
    meta: { refreshes: [getGetCurrentUserQueryKey()] },
    mutationFn: (file) => {
      controller.current = new AbortController();
      return uploadProfileImage(
        { file, userId: user.id },
        {
          onUploadProgress: (event) => {
            if (event.total) setProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
          },
        },
        controller.current.signal,
      );
    },
  });
  // Leaving the page stops an upload nobody waits for.
  useEffect(() => () => controller.current?.abort(), []);

  // Settles with the answer, so a form awaiting it keeps its submit lock until then; a failure shows from `isError`.
  const upload = (file: File, onDone: () => void): Promise<void> => {
    setProgress(0);
    setCancelled(false);
    return mutation
      .mutateAsync(file, {
        onSuccess: (answer) => {
          const url = answer.data ?? answer.profileImageUrl ?? null;
          if (url) updateSetupUser({ profileImageUrl: url });
          onDone();
        },
      })
      .then(
        () => undefined,
        () => undefined,
      );
  };

  const cancel = () => {
    setCancelled(true);
    controller.current?.abort();
  };

  const reset = () => {
    setCancelled(false);
    mutation.reset();
  };

  return {
    upload,
    cancel,
    reset,
    progress,
    cancelled,
    isPending: mutation.isPending,
    isError: mutation.isError && !cancelled,
  };
}
