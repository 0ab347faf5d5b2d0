import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/api/use-session';

/** Home page: the call to join as a teacher, for guests only. */
export function JoinCall() {
  const { t } = useTranslation('home');
  const { isSignedIn } = useSession();
  if (isSignedIn) return null;

  return (
    <Box as="section" aria-labelledby="join-title" py={{ base: '10', md: '16' }}>
      <Container maxW="6xl" px={{ base: '4', md: '8' }}>
        <Stack
          gap="4"
          align={{ base: 'stretch', md: 'center' }}
          textAlign={{ base: 'start', md: 'center' }}
          colorPalette="brand"
          bg="colorPalette.subtle"
          rounded="2xl"
          px={{ base: '6', md: '12' }}
          py={{ base: '8', md: '12' }}
        >
          <Heading as="h2" id="join-title" size={{ base: 'xl', md: '3xl' }}>
            {t('join.title')}
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            {t('join.text')}
          </Text>
          <Button asChild colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', md: 'center' }}>
            <RouterLink to={paths.register.getHref('teacher')}>{t('join.action')}</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
