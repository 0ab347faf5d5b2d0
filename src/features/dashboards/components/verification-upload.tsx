import { Box, Button, chakra, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import type { VerificationDocumentType } from '@/generated/api/model';
import { failureText } from '@/lib/api/screen-failure';
import { DOCUMENT_ACCEPT, documentProblem } from '@/lib/validation/verification-document';
import { useUploadDocument } from '../hooks/use-verification';

const KINDS: readonly VerificationDocumentType[] = ['IDENTITY', 'DIPLOMA'];

/**
 * The upload of a verification document: its type (the first missing one is offered first), the file (the
 * browser's own input stays for keyboards and screen readers, visually hidden, behind a box in our words), and
 * the button. The file's type and size are checked before sending, by the rules the server applies; a refusal
 * keeps the chosen type and file.
 */
export function VerificationUpload({ missing }: { missing: readonly VerificationDocumentType[] }) {
  const { t } = useTranslation('dashboards-teacher');
  const upload = useUploadDocument();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [kind, setKind] = useState<VerificationDocumentType>(missing[0] ?? 'IDENTITY');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const rule = documentProblem(file);
    setSent(false);
    if (rule || !file) {
      setProblem(t(`verification.problem.${rule ?? 'missing'}`));
      return;
    }
    setProblem(null);
    upload.mutate(
      { data: { file, type: kind } },
      {
        onSuccess: () => {
          setSent(true);
          setFile(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  const failure = upload.isError ? failureText(upload.error, { failed: t('verification.failed') }) : null;

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby={`${hintId}-title`}>
      <Stack gap="3" maxW="md">
        <Text as="h3" id={`${hintId}-title`} fontWeight="semibold" fontSize="md">
          {t('verification.uploadTitle')}
        </Text>
        <Field.Root>
          <Field.Label>{t('verification.typeLabel')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={kind}
              onChange={(event) => setKind(event.target.value as VerificationDocumentType)}
            >
              {KINDS.map((option) => (
                <option key={option} value={option}>
                  {t(`verification.kind.${option}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={problem !== null}>
          <Field.Label>{t('verification.fileLabel')}</Field.Label>
          <Box position="relative" width="full">
            <Input
              ref={input}
              type="file"
              className="peer"
              srOnly
              accept={DOCUMENT_ACCEPT}
              aria-describedby={hintId}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
                setSent(false);
              }}
            />
            <chakra.span
              aria-hidden="true"
              onClick={() => input.current?.click()}
              display="flex"
              alignItems="center"
              gap="3"
              p="1.5"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l2"
              cursor="pointer"
              _peerFocusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
            >
              <Box as="span" flexShrink={0} px="3" py="1" borderRadius="l1" bg="bg.emphasized" fontSize="sm">
                {t('verification.choose')}
              </Box>
              <Text as="span" fontSize="sm" color="fg.muted" truncate>
                {file?.name ?? t('verification.noFile')}
              </Text>
            </chakra.span>
          </Box>
          <Field.HelperText id={hintId}>{t('verification.fileHint')}</Field.HelperText>
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        {sent ? <FormAlert status="success">{t('verification.uploaded')}</FormAlert> : null}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={upload.isPending}
          loadingText={t('verification.uploading')}
        >
          {t('verification.upload')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
