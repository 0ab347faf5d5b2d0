import { HStack, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '@/hooks/use-dark-mode';
import { isSupportedLanguage, setLanguage, SUPPORTED_LANGUAGES } from '@/i18n';
import { PageSection } from '@/components/display/page-section';
import { setAnalyticsConsent, useAnalyticsConsent } from '@/lib/analytics';

/** One on/off preference: its label, a line of help that the switch is described by, and the switch. */
function PreferenceSwitch({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helpId = useId();
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      display="flex"
      alignItems="flex-start"
      justifyContent="space-between"
      gap="4"
    >
      <Stack gap="0.5">
        <Switch.Label fontWeight="medium">{label}</Switch.Label>
        <Text id={helpId} textStyle="sm" color="fg.muted">
          {help}
        </Text>
      </Stack>
      <Switch.HiddenInput role="switch" aria-describedby={helpId} />
      <Switch.Control mt="0.5">
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}

/**
 * The preferences section of /settings. Dark mode is the header toggle's own state (same hook, same storage entry), so the two never
 * disagree; the language is saved by setLanguage; the analytics switch is the consent banner's choice (the same
 * store in lib/analytics), off until the visitor accepts. All three belong to this browser, not to the account.
 */
export function PreferencesSection() {
  const { t, i18n } = useTranslation('settings');
  const { isDark, setDark } = useDarkMode();
  const analyticsAccepted = useAnalyticsConsent() === true;
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'tr';

  return (
    <PageSection id="preferences" title={t('preferences.title')} description={t('preferences.description')}>
      <Stack gap="6">
        <PreferenceSwitch
          label={t('preferences.darkMode')}
          help={t('preferences.darkModeHelp')}
          checked={isDark}
          onChange={setDark}
        />
        <PreferenceSwitch
          label={t('preferences.analytics')}
          help={t('preferences.analyticsHelp')}
          checked={analyticsAccepted}
          onChange={setAnalyticsConsent}
        />
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
