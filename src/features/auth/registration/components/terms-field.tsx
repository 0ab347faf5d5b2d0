import { Checkbox, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ERROR_COLOUR } from '@/components/forms/form-field';
import type { RegisterSectionProps } from '../utils/register-schema';

/**
 * Terms acceptance. The documents open in a new tab so a half-filled form is not lost.
 */
export function TermsField({ form, onEdit }: RegisterSectionProps) {
  const { t } = useTranslation('register');
  const errorId = useId();
  const error = form.formState.errors.terms?.message;

  const docLink = (href: string, label: string) => (
    <Link href={href} target="_blank" rel="noopener" colorPalette="brand" variant="underline">
      {label}
      <Text as="span" srOnly>
        {` ${t('terms.newTab')}`}
      </Text>
    </Link>
  );

  return (
    <Stack gap="2">
      <Controller
        control={form.control}
        name="terms"
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={({ checked }) => {
              field.onChange(checked === true);
              onEdit();
            }}
            invalid={Boolean(error)}
            alignItems="flex-start"
            colorPalette="brand"
          >
            <Checkbox.HiddenInput
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              aria-describedby={error ? errorId : undefined}
            />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{t('terms.label')}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <HStack gap="2" flexWrap="wrap" textStyle="sm" ps="7">
        <Text color="fg.muted">{t('terms.read')}</Text>
        {docLink(paths.terms.getHref(), t('terms.termsLink'))}
        {docLink(paths.privacy.getHref(), t('terms.privacyLink'))}
      </HStack>
      {error ? (
        <Text id={errorId} textStyle="sm" color={ERROR_COLOUR}>
          {t(error, { ns: 'auth' })}
        </Text>
      ) : null}
    </Stack>
  );
}
