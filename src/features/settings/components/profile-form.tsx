import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame, submitStateOf } from '@/components/forms/form-frame';
import { NameFields } from '@/components/forms/name-fields';
import { PhoneField } from '@/components/forms/phone-field';
import type { UserProfile } from '@/generated/api/model';
import { isTeacher } from '@/lib/people/roles';
import { availabilityNote } from '@/lib/validation/availability';
import { normalisePhone } from '@/lib/validation/phone';
import { useAvailability } from '@/lib/validation/use-availability';
import { useSaveProfile } from '../hooks/use-save-profile';
import { profileFormValues, profilePayload, profileSchemaFor } from '../utils/profile-schema';
import { failureText } from '@/lib/api/screen-failure';
import { ProfileTeacherFields } from './profile-teacher-fields';

/**
 * Name, surname and phone for everyone, biography and experience for teachers, prefilled from
 * GET /v1/user/me. Registration's rules, normalisers and messages; the phone is checked for availability only
 * once it differs from the saved one (the saved one is, of course, "taken" by this very account).
 */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('settings');
  const form = useForm({
    resolver: zodResolver(profileSchemaFor(profile.role)),
    defaultValues: profileFormValues(profile),
    shouldFocusError: true,
  });
  const { control, formState } = form;
  const phone = useWatch({ control, name: 'phone' });
  // Compared as stored, so '+90 532 123 45 67' for the saved '0 532 123 45 67' is no change.
  const savedPhone = normalisePhone(formState.defaultValues?.phone ?? '');
  const phoneStatus = useAvailability('phone', normalisePhone(phone) === savedPhone ? '' : phone);
  const phoneNote = availabilityNote('phone', phoneStatus);
  const save = useSaveProfile();

  const failure = save.isError ? failureText(save.error, { failed: t('profile.failed') }) : null;
  // One submit, one request: after a save the form stays locked (`done`) until the person edits it again;
  // a failure frees it at once so they can retry. Editing clears the last result either way.
  const onEdit = () => {
    if (save.isError || save.isSuccess) save.reset();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (phoneStatus === 'taken') {
      form.setFocus('phone');
      return;
    }
    // The handler lasts as long as the save, so the submit lock holds until the answer (useSubmitLock).
    // The answer becomes the new starting point, so "changed" is measured from what is now saved; a failure
    // is shown from `save.error`.
    await save
      .mutateAsync(
        { data: profilePayload(values, profile.role) },
        { onSuccess: (response) => form.reset(profileFormValues(response.data)) },
      )
      .catch(() => undefined);
  });

  return (
    <FormFrame
      onSubmit={onSubmit}
      failure={failure}
      size="md"
      submit={{
        label: t('profile.submit'),
        busyLabel: t('saving'),
        ...submitStateOf(save),
        disabled: phoneStatus === 'checking',
      }}
    >
      <NameFields
        control={control}
        given={{ name: 'name', label: t('profile.name') }}
        family={{ name: 'surname', label: t('profile.surname') }}
        onEdit={onEdit}
      />
      <PhoneField
        control={control}
        name="phone"
        label={t('profile.phone')}
        placeholder={t('profile.phonePlaceholder')}
        unavailable={phoneNote.errorKey}
        helper={phoneNote.helperKey ? t(phoneNote.helperKey) : t('profile.phoneHint')}
        onEdit={onEdit}
      />
      {isTeacher(profile.role) ? <ProfileTeacherFields form={form} onEdit={onEdit} /> : null}
    </FormFrame>
  );
}
