import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { CurrentPasswordField } from '@/components/forms/current-password-field';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { ConfirmDialogFooter } from '@/components/overlays/confirm-dialog';
import { useDeleteAccount } from '../hooks/use-delete-account';
import { deleteAccountSchema } from '../utils/password-schema';
import { screenFailure } from '@/lib/api/screen-failure';

interface DeleteAccountFormProps {
  /** The dialog puts the focus here when it opens. */
  passwordRef: RefObject<HTMLInputElement | null>;
}

/** The dialog's body and buttons: the password, then the irreversible step. */
export function DeleteAccountForm({ passwordRef }: DeleteAccountFormProps) {
  const { t } = useTranslation('settings');
  const { deleteAccount, mutation } = useDeleteAccount();
  const locked = useSubmitLock(mutation.isPending, mutation.isSuccess);
  const form = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '' },
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const registered = form.register('password', {
    onChange: () => {
      if (mutation.isError) mutation.reset();
    },
  });

  const failure = mutation.isError ? screenFailure(mutation.error) : null;
  const refused =
    failure?.kind === 'refused' ? (failure.serverMessage ?? t('deleteAccount.wrongPassword')) : undefined;
  const formFailure =
    failure && failure.kind !== 'refused' ? (failure.serverMessage ?? t('deleteAccount.failed')) : null;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    // On a failure the password is the field to fix (or simply to try again).
    if (!(await deleteAccount(password))) form.setFocus('password');
  });

  return (
    <form noValidate onSubmit={(event) => void locked(onSubmit)(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>{t('deleteAccount.dialogBody')}</Dialog.Description>
          {formFailure ? <FormAlert status="error">{formFailure}</FormAlert> : null}
          <CurrentPasswordField
            label={t('deleteAccount.password')}
            error={errors.password?.message}
            refused={refused}
            registration={registered}
            inputRef={passwordRef}
          />
        </Stack>
      </Dialog.Body>
      <ConfirmDialogFooter
        cancelLabel={t('deleteAccount.cancel')}
        confirmLabel={t('deleteAccount.confirm')}
        tone="danger"
        busy={mutation.isPending}
        busyLabel={t('deleteAccount.deleting')}
      />
    </form>
  );
}
