import { Avatar, Button, Field, Stack } from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { isTeacher } from '@/lib/people/roles';
import { usePreviewedFile } from '../hooks/use-previewed-file';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { checkPhoto, type PhotoError } from '../utils/photo-rules';
import type { SetupUser } from '../utils/setup-user';
import { PhotoFileInput } from './photo-file-input';
import { SetupAlert } from './setup-alert';

// Chakra's fg.error reaches only 3.8:1 on white; small error text needs 4.5:1 in both modes.
const ERROR_COLOUR = { base: 'red.700', _dark: 'red.300' };

interface PhotoStepProps {
  user: SetupUser;
  /** Called after an upload or a skip: the screen decides between the location step and a redirect. */
  onDone: (how: 'uploaded' | 'skipped') => void;
  /** The screen has moved on (success text shown, everything disabled). */
  done?: boolean;
  /**
   * 'settings': the same step on /settings, where the photo can be changed any time: no skip, the current
   * photo is shown until another is chosen (`currentPhotoAlt` names it), and the form clears after an upload.
   */
  variant?: 'setup' | 'settings';
  currentPhotoAlt?: string;
}

/** Photo step: choose, preview, upload; teachers are warned once before skipping. */
export function PhotoStep({
  user,
  onDone,
  done = false,
  variant = 'setup',
  currentPhotoAlt,
}: PhotoStepProps) {
  const { t } = useTranslation('profile-setup');
  const id = useId();
  const { file, preview, choose: setFile } = usePreviewedFile();
  const [error, setError] = useState<PhotoError | null>(null);
  const [warned, setWarned] = useState(false);
  // A new key empties the file input once its file has been uploaded (settings).
  const [inputKey, setInputKey] = useState(0);
  const settings = variant === 'settings';
  const current = settings && !preview ? user.profileImageUrl : null;
  const { upload, isPending, isError, reset } = usePhotoUpload(user);
  const locked = useSubmitLock(isPending);
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null;
    reset();
    const problem = next ? checkPhoto(next) : null;
    setError(problem);
    // A rejected file is not kept: its preview would suggest it can be uploaded.
    setFile(problem ? null : next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPhoto(file);
    setError(problem);
    if (problem || !file) return undefined;
    await upload(file, () => {
      if (settings) {
        setFile(null);
        setInputKey((key) => key + 1);
      }
      onDone('uploaded');
    });
    return undefined;
  };

  const skip = () => {
    if (isTeacher(user.role) && !warned) return setWarned(true);
    return onDone('skipped');
  };

  const busy = isPending || done;
  return (
    <form onSubmit={(event) => void locked(submit)(event)} noValidate>
      <Stack gap="5">
        <Stack align="center">
          <Avatar.Root size="2xl" boxSize="32">
            {preview ? <Avatar.Image src={preview} alt={t('photo.previewAlt')} /> : null}
            {current ? <Avatar.Image src={current} alt={currentPhotoAlt ?? ''} /> : null}
            <Avatar.Fallback name={user.username} />
          </Avatar.Root>
        </Stack>
        <Field.Root invalid={Boolean(error)} required ids={{ errorText: errorId, helperText: helperId }}>
          <Field.Label>{t('photo.label')}</Field.Label>
          <PhotoFileInput
            key={inputKey}
            fileName={file?.name ?? null}
            disabled={busy}
            describedBy={error ? errorId : helperId}
            onChange={choose}
          />
          {error ? (
            <Field.ErrorText color={ERROR_COLOUR}>{t(`photo.errors.${error}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('photo.helper')}</Field.HelperText>
          )}
        </Field.Root>
        {isError ? <SetupAlert status="error">{t('photo.errors.failed')}</SetupAlert> : null}
        {warned && !done ? <SetupAlert status="warning">{t('photo.skipWarning')}</SetupAlert> : null}
        {done ? <SetupAlert status="success">{t('photo.success')}</SetupAlert> : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            type="submit"
            colorPalette="brand"
            flex={{ sm: '1' }}
            loading={isPending}
            disabled={done}
            loadingText={t('photo.uploading')}
          >
            {t('photo.upload')}
          </Button>
          {settings ? null : (
            <Button type="button" variant="outline" flex={{ sm: '1' }} onClick={skip} disabled={busy}>
              {t('photo.skip')}
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
