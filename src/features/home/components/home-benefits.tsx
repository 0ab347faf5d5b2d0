import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ClockIcon, HandshakeIcon, UserIcon } from './home-icons';
import { HomeSection } from './home-section';

/*
 * Spec section 2, Home 4. The spec lists "secure payment", but its FAQ says fees are agreed and paid directly
 * to the teacher; issue 4 settles it for the FAQ, so the third benefit is exactly that, not a payment promise.
 */
const BENEFITS = [
  { key: 'experts', Icon: UserIcon },
  { key: 'flexible', Icon: ClockIcon },
  { key: 'directFee', Icon: HandshakeIcon },
] as const;

export function HomeBenefits() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="benefits" title={t('benefits.title')} lead={t('benefits.lead')} subtle>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
        {BENEFITS.map(({ key, Icon }) => (
          <Stack as="li" key={key} gap="3" p="6" rounded="xl" borderWidth="1px" bg="bg.panel">
            <Box
              colorPalette="brand"
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              rounded="lg"
              boxSize="11"
              display="grid"
              placeItems="center"
            >
              <Icon boxSize="6" aria-hidden />
            </Box>
            <Heading as="h3" size="md">
              {t(`benefits.${key}.title`)}
            </Heading>
            <Text color="fg.muted">{t(`benefits.${key}.text`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
