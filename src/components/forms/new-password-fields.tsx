import { type FieldPathByValue, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldSpec, SharedFieldProps } from './field-spec';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFieldsProps<TValues extends FieldValues, TContext, TOutput> extends SharedFieldProps {
  form: UseFormReturn<TValues, TContext, TOutput>;
  password: FieldSpec<TValues>;
  confirm: FieldSpec<TValues>;
}

/**
 * A new password with the password rules hint and strength meter, then the same password again, as
 * registration, password reset and settings ask for it. `new-password` lets password managers offer one.
 */
export function NewPasswordFields<TValues extends FieldValues, TContext, TOutput>({
  form,
  password,
  confirm,
  onEdit,
}: NewPasswordFieldsProps<TValues, TContext, TOutput>) {
  // The password wording lives with the other account texts in the `auth` namespace.
  const { t } = useTranslation('auth');
  const { register, control, getFieldState, formState } = form;
  // The name is checked to hold a string, but TypeScript cannot carry that through a generic form's values.
  const typed: unknown = useWatch({ control, name: password.name });
  const errorOf = (name: FieldPathByValue<TValues, string>) => getFieldState(name, formState).error?.message;

  return (
    <>
      <FormField label={password.label} error={errorOf(password.name)} helper={t('password.hint')} required>
        {(describedBy) => (
          <PasswordInput
            {...describedBy}
            {...register(password.name, { onChange: onEdit })}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <PasswordStrengthMeter password={typeof typed === 'string' ? typed : ''} />
      <FormField label={confirm.label} error={errorOf(confirm.name)} required>
        {(describedBy) => (
          <PasswordInput
            {...describedBy}
            {...register(confirm.name, { onChange: onEdit })}
            autoComplete="new-password"
          />
        )}
      </FormField>
    </>
  );
}
