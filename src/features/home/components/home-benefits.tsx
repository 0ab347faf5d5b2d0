import { Box, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Handshake, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

/*
 * The home page's benefits. The spec lists "secure payment", but its FAQ says fees are agreed and paid
 * directly to the teacher; the FAQ wins, so the third benefit is exactly that, not a payment promise.
 */
const BENEFITS = [
  { key: 'experts', Glyph: User },
  { key: 'flexible', Glyph: Clock },
  { key: 'directFee', Glyph: Handshake },
] as const;

export function HomeBenefits() {
  const { t } = useTranslation('home');
  return (
    <HomeSection id="benefits" title={t('benefits.title')} lead={t('benefits.lead')} subtle>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
        {BENEFITS.map(({ key, Glyph }) => (
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
              <Icon asChild boxSize="6" aria-hidden>
                <Glyph />
              </Icon>
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
