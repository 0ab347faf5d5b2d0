import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_STRENGTH_LEVELS,
  type PasswordStrength,
  passwordStrength,
} from '@/lib/validation/password-rules';

const COLOURS: Record<PasswordStrength, string> = {
  weak: 'red.solid',
  medium: 'orange.solid',
  good: 'yellow.solid',
  strong: 'green.solid',
};

// Text colours with at least 4.5:1 contrast in both modes; the bars alone would not say the level to everyone.
const TEXT_COLOURS: Record<PasswordStrength, { base: string; _dark: string }> = {
  weak: { base: 'red.700', _dark: 'red.300' },
  medium: { base: 'orange.700', _dark: 'orange.300' },
  good: { base: 'yellow.800', _dark: 'yellow.300' },
  strong: { base: 'green.700', _dark: 'green.300' },
};

/**
 * The four-level password meter (weak, medium, good, strong). The bars are decoration; the level is said
 * in words, politely announced as it changes. Nothing is shown for an empty field.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  // The levels' wording lives with the other password texts in the `auth` namespace.
  const { t } = useTranslation('auth');
  const level = passwordStrength(password);
  const filled = PASSWORD_STRENGTH_LEVELS.indexOf(level) + 1;

  return (
    <Stack gap="1" id={id} aria-live="polite" minH="7">
      {password === '' ? null : (
        <>
          <HStack gap="1" aria-hidden="true">
            {PASSWORD_STRENGTH_LEVELS.map((step, index) => (
              <Box
                key={step}
                flex="1"
                h="1.5"
                rounded="full"
                bg={index < filled ? COLOURS[level] : 'bg.emphasized'}
              />
            ))}
          </HStack>
          <Text textStyle="xs" fontWeight="medium" color={TEXT_COLOURS[level]}>
            {t('password.strength.label', { level: t(`password.strength.${level}`) })}
          </Text>
        </>
      )}
    </Stack>
  );
}
