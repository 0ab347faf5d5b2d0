import { Avatar, Button, Field, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { isTeacher } from '@/lib/people/roles';
import { usePreviewedFile } from '../hooks/use-previewed-file';
import { usePhotoUpload } from '../hooks/use-photo-upload';
import { decodePhoto, type DecodedPhoto, framePhoto, type PhotoArea } from '../utils/photo-canvas';
import { checkPhoto, inspectPhoto, type PhotoError } from '../utils/photo-rules';
import type { SetupUser } from '../utils/setup-user';
import { PhotoCropDialog } from './photo-crop-dialog';
import { PhotoFileInput } from './photo-file-input';
import { SetupAlert } from './setup-alert';

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

/**
 * Photo step: choose, frame (a square shown round, at most 1024 px, WebP or JPEG), upload with its progress
 * and a cancel button; teachers are warned once before skipping. Every refusal comes before anything is sent.
 */
export function PhotoStep({
  user,
  onDone,
  done = false,
  variant = 'setup',
  currentPhotoAlt,
}: PhotoStepProps) {
  const { t } = useTranslation('profile-setup');
  const id = useId();
  // `framed` is what is uploaded and previewed; `original` feeds the crop dialog while it is open.
  const framed = usePreviewedFile();
  const original = usePreviewedFile();
  const decoded = useRef<DecodedPhoto | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [error, setError] = useState<PhotoError | null>(null);
  const [warned, setWarned] = useState(false);
  // A new key empties the file input: after an upload (settings), or when framing is given up.
  const [inputKey, setInputKey] = useState(0);
  const settings = variant === 'settings';
  const current = settings && !framed.preview ? user.profileImageUrl : null;
  const { upload, cancel, reset, progress, cancelled, isPending, isError } = usePhotoUpload(user);
  const locked = useSubmitLock(isPending);
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;

  const release = () => {
    decoded.current?.bitmap.close();
    decoded.current = null;
  };
  useEffect(() => release, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.files?.[0] ?? null;
    reset();
    release();
    original.choose(null);
    if (!next) return;
    const inspected = await inspectPhoto(next, decodePhoto);
    setError(inspected.error);
    if (inspected.error !== null) {
      // A refused file is not kept: its preview would suggest it can be uploaded.
      framed.choose(null);
      setChosenName(null);
      return;
    }
    decoded.current = inspected.image;
    setSize({ width: inspected.image.width, height: inspected.image.height });
    setChosenName(next.name);
    original.choose(next);
  };

  const apply = async (area: PhotoArea) => {
    const photo = decoded.current;
    const source = original.file;
    if (!photo || !source) return;
    try {
      framed.choose(await framePhoto(photo, area, source.name));
    } catch {
      setError('unreadable');
      setChosenName(null);
    }
    release();
    original.choose(null);
  };

  const giveUp = () => {
    release();
    original.choose(null);
    setChosenName(framed.file ? chosenName : null);
    setInputKey((key) => key + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPhoto(framed.file);
    setError(problem);
    if (problem || !framed.file) return undefined;
    await upload(framed.file, () => {
      if (settings) {
        framed.choose(null);
        setChosenName(null);
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
            {framed.preview ? <Avatar.Image src={framed.preview} alt={t('photo.previewAlt')} /> : null}
            {current ? <Avatar.Image src={current} alt={currentPhotoAlt ?? ''} /> : null}
            <Avatar.Fallback name={user.username} />
          </Avatar.Root>
        </Stack>
        <Field.Root invalid={Boolean(error)} required ids={{ errorText: errorId, helperText: helperId }}>
          <Field.Label>{t('photo.label')}</Field.Label>
          <PhotoFileInput
            key={inputKey}
            fileName={chosenName}
            disabled={busy}
            describedBy={error ? errorId : helperId}
            onChange={(event) => void choose(event)}
          />
          {error ? (
            <Field.ErrorText>{t(`photo.errors.${error}`)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('photo.helper')}</Field.HelperText>
          )}
        </Field.Root>
        {isPending ? (
          <Progress.Root
            value={progress}
            max={100}
            colorPalette="brand"
            // The bar's name (Ark puts it on the track); the percent is its value.
            translations={{ value: () => t('photo.uploading') }}
          >
            <HStack gap="3" mb="2">
              <Progress.Label flex="1">{t('photo.uploading')}</Progress.Label>
              <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                {t('photo.progress', { percent: progress })}
              </Text>
              <Button type="button" size="sm" variant="outline" onClick={cancel}>
                {t('photo.cancel')}
              </Button>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
        {isError ? <SetupAlert status="error">{t('photo.errors.failed')}</SetupAlert> : null}
        {cancelled && !isPending ? <SetupAlert status="info">{t('photo.cancelled')}</SetupAlert> : null}
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
      <PhotoCropDialog
        source={original.preview}
        width={size.width}
        height={size.height}
        onApply={(area) => void apply(area)}
        onCancel={giveUp}
      />
    </form>
  );
}
