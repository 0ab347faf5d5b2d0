import { HStack, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '@/hooks/use-dark-mode';
import { isSupportedLanguage, setLanguage, SUPPORTED_LANGUAGES } from '@/i18n';
import { PageSection } from '@/components/display/page-section';

/**
 * The preferences section of /settings. Dark mode is the header toggle's own state (same hook, same storage entry), so the two never
 * disagree; the language is saved by setLanguage. Both choices belong to this browser, not to the account.
 */
export function PreferencesSection() {
  const { t, i18n } = useTranslation('settings');
  const { isDark, setDark } = useDarkMode();
  const darkHelpId = useId();
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'tr';

  return (
    <PageSection id="preferences" title={t('preferences.title')} description={t('preferences.description')}>
      <Stack gap="6">
        <Switch.Root
          checked={isDark}
          onCheckedChange={({ checked }) => setDark(checked)}
          colorPalette="brand"
          display="flex"
          alignItems="flex-start"
          justifyContent="space-between"
          gap="4"
        >
          <Stack gap="0.5">
            <Switch.Label fontWeight="medium">{t('preferences.darkMode')}</Switch.Label>
            <Text id={darkHelpId} textStyle="sm" color="fg.muted">
              {t('preferences.darkModeHelp')}
            </Text>
          </Stack>
          <Switch.HiddenInput role="switch" aria-describedby={darkHelpId} />
          <Switch.Control mt="0.5">
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
        <RadioGroup.Root
          value={current}
          onValueChange={({ value }) => {
            if (isSupportedLanguage(value)) void setLanguage(value);
          }}
          colorPalette="brand"
        >
          <Stack gap="3">
            <RadioGroup.Label fontWeight="medium">{t('preferences.language')}</RadioGroup.Label>
            <HStack gap="6" flexWrap="wrap">
              {SUPPORTED_LANGUAGES.map((language) => (
                <RadioGroup.Item key={language} value={language}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  {/* Each language is named in itself; `lang` lets a screen reader say it right. */}
                  <RadioGroup.ItemText lang={language}>
                    {t(`preferences.languages.${language}`)}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </Stack>
        </RadioGroup.Root>
      </Stack>
    </PageSection>
  );
}
