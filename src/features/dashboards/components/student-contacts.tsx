import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { MessageCircle, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PersonRow } from '@/components/display/person-row';
import { paths } from '@/config/paths';
import { initials } from '@/lib/people/initials';
import type { ContactedTeacher } from '../utils/student-requests';
import { StudentEmpty } from './student-request-states';

/** The teachers the student has written to through a lesson request: their profile and the chat with them. */
export function StudentContacts({ teachers }: { teachers: ContactedTeacher[] }) {
  const { t } = useTranslation('dashboards-student');
  if (teachers.length === 0) {
    return (
      <StudentEmpty>
        <Stack gap="3" align="flex-start">
          <Text>{t('contacts.empty')}</Text>
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to={paths.teachers.getHref()}>{t('contacts.browse')}</RouterLink>
          </Button>
        </Stack>
      </StudentEmpty>
    );
  }

  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {teachers.map((teacher) => {
        const name = teacher.name ?? teacher.username ?? t('pendingReviews.unknownTeacher');
        const [first = '', ...rest] = name.split(' ');
        return (
          <PersonRow
            key={teacher.teacherId}
            initials={initials(first, rest.join(' '))}
            photo={teacher.profileImage}
            name={
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {name}
              </Text>
            }
            details={
              <Text textStyle="sm" color="fg.muted">
                {t('contacts.requestCount', { count: teacher.requestCount })}
              </Text>
            }
            actions={
              <HStack gap="2">
                <Button asChild size="sm" variant="outline">
                  <RouterLink
                    to={paths.profileById.getHref(teacher.teacherId)}
                    aria-label={t('contacts.profileLabel', { name })}
                  >
                    <Icon asChild boxSize="4" aria-hidden>
                      <UserRound />
                    </Icon>
                    {t('contacts.profile')}
                  </RouterLink>
                </Button>
                {teacher.username ? (
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink
                      to={paths.chat.getHref(teacher.username)}
                      aria-label={t('contacts.messageLabel', { name })}
                    >
                      <Icon asChild boxSize="4" aria-hidden>
                        <MessageCircle />
                      </Icon>
                      {t('contacts.message')}
                    </RouterLink>
                  </Button>
                ) : null}
              </HStack>
            }
          />
        );
      })}
    </Stack>
  );
}
