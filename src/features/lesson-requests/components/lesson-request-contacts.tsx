import { Box, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContactDetails, LessonRequest } from '@/generated/api/model';
import { formatPhone } from '@/lib/validation/phone';
import { studentOf, teacherOf } from '../utils/request-text';
import { TitledSection } from '@/components/display/titled-section';

/**
 * Both parties' phone and e-mail, as tel: and mailto: links, only when the answer carries them (the server
 * sends them once the request is approved). While pending, a line says when they will appear.
 */
export function LessonRequestContacts({ request }: { request: LessonRequest }) {
  const { t } = useTranslation('lesson-requests');
  const parties = [
    { key: 'student', role: t('detail.student'), party: studentOf(request), contact: request.studentContact },
    { key: 'teacher', role: t('detail.teacher'), party: teacherOf(request), contact: request.teacherContact },
  ].filter((entry): entry is typeof entry & { contact: ContactDetails } => Boolean(entry.contact?.email));

  if (parties.length === 0) {
    return request.status === 'PENDING' ? (
      <Text color="fg.muted" textStyle="sm">
        {t('detail.contactsHidden')}
      </Text>
    ) : null;
  }

  return (
    <TitledSection id="request-contacts" title={t('detail.contacts')} size="md">
      <Text textStyle="sm" color="fg.muted">
        {t('detail.contactsLead')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {parties.map(({ key, role, party, contact }) => (
          <Box key={key} borderWidth="1px" borderRadius="l3" p="4">
            <Text textStyle="sm" color="fg.muted">
              {role}
            </Text>
            <Text fontWeight="semibold" mb="2">
              {party.name ?? t('lists.someone', { id: party.id })}
            </Text>
            <Stack gap="1" textStyle="sm">
              <Link
                href={`mailto:${contact.email}`}
                colorPalette="brand"
                variant="underline"
                wordBreak="break-all"
              >
                <Mail aria-hidden="true" size="16" />
                <Text as="span" srOnly>{`${t('detail.email')}: `}</Text>
                {contact.email}
              </Link>
              {contact.phone?.trim() ? (
                <Link
                  href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                  colorPalette="brand"
                  variant="underline"
                >
                  <Phone aria-hidden="true" size="16" />
                  <Text as="span" srOnly>{`${t('detail.phone')}: `}</Text>
                  {formatPhone(contact.phone)}
                </Link>
              ) : (
                <Text color="fg.muted">{t('detail.noPhone')}</Text>
              )}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </TitledSection>
  );
}
