import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/forms/form-frame';
import { failureText } from '@/lib/api/screen-failure';
import { useAvailability } from '@/lib/validation/use-availability';
import { useRegister } from '../hooks/use-register';
import { type RegisterRole, emptyRegisterValues, registerSchemas } from '../utils/register-schema';
import { isSubmitDisabled } from '../utils/submit-rule';
import { AccountFields } from './account-fields';
import { StudentFields } from './student-fields';
import { TeacherFields } from './teacher-fields';
import { TermsField } from './terms-field';

/**
 * One role's registration form. Errors show after the first submit and then follow the typing; focus goes to
 * the first invalid field. A username, e-mail or phone known to be taken keeps the form from being sent.
 */
export function RegisterForm({ role }: { role: RegisterRole }) {
  const { t } = useTranslation('register');
  const form = useForm({
    resolver: zodResolver(registerSchemas[role]),
    defaultValues: emptyRegisterValues,
    shouldFocusError: true,
  });
  const [userName, email, phone] = useWatch({ control: form.control, name: ['userName', 'email', 'phone'] });
  const status = {
    userName: useAvailability('userName', userName),
    email: useAvailability('email', email),
    phone: useAvailability('phone', phone),
  };
  const registration = useRegister(role);
  const disabled = isSubmitDisabled({ saving: registration.saving, userName, email, phone, status });

  const onSubmit = form.handleSubmit(async (values) => {
    const taken = (['userName', 'email', 'phone'] as const).find((kind) => status[kind] === 'taken');
    if (taken) {
      form.setFocus(taken);
      return;
    }
    await registration.submit(values);
  });

  // A refused registration shows the server's words or 'Kayıt başarısız…'; anything else (no answer, a server
  // error) the server's words or 'Kayıt sırasında bir hata oluştu…'.
  const failure = registration.failure
    ? failureText(registration.failure, { refused: t('failed'), failed: t('exception') })
    : null;
  return (
    <FormFrame
      onSubmit={onSubmit}
      failure={failure}
      submit={{
        label: t('submit'),
        busyLabel: t('submitting'),
        busy: registration.saving,
        disabled,
        done: registration.done,
      }}
    >
      <AccountFields form={form} status={status} onEdit={registration.clearFailure} />
      {role === 'student' ? (
        <StudentFields form={form} onEdit={registration.clearFailure} />
      ) : (
        <TeacherFields form={form} onEdit={registration.clearFailure} />
      )}
      <TermsField form={form} onEdit={registration.clearFailure} />
    </FormFrame>
  );
}
