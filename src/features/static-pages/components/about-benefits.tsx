import { Box, Heading, List, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { translatedList } from '../utils/translated-list';

const AUDIENCES = ['students', 'teachers'] as const;

/** What students and teachers each get, as two lists. */
export function AboutBenefits() {
  const { t } = useTranslation('static-about');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {AUDIENCES.map((audience) => (
        <Box
          as="section"
          key={audience}
          aria-labelledby={`about-benefits-${audience}`}
          borderWidth="1px"
          borderColor="border"
          rounded="lg"
          p={{ base: '5', md: '6' }}
        >
          <Heading as="h2" id={`about-benefits-${audience}`} size="lg" mb="3">
            {t(`benefits.${audience}.title`)}
          </Heading>
          <List.Root ps="5" gap="2">
            {translatedList(t, `benefits.${audience}.items`).map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </SimpleGrid>
  );
}
