import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type LucideIcon, MessageCircle, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PersonRow } from '@/components/display/person-row';
import { ListEmpty } from '@/components/feedback/list-states';
import { paths } from '@/config/paths';
import { initials } from '@/lib/people/initials';
import type { ContactedTeacher } from '../utils/student-requests';
import { LabelIcon } from '@/components/display/label-icon';

/** The teachers the student has written to through a lesson request: their profile and the chat with them. */
export function StudentContacts({ teachers }: { teachers: ContactedTeacher[] }) {
  const { t } = useTranslation('dashboards-student');
  if (teachers.length === 0) {
    return (
      <ListEmpty
        text={t('contacts.empty')}
        size="sm"
        link={{ to: paths.teachers.getHref(), label: t('contacts.browse') }}
      />
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
                <ContactLink
                  to={paths.profileById.getHref(teacher.teacherId)}
                  icon={UserRound}
                  text={t('contacts.profile')}
                  label={t('contacts.profileLabel', { name })}
                />
                {teacher.username ? (
                  <ContactLink
                    to={paths.chat.getHref(teacher.username)}
                    icon={MessageCircle}
                    text={t('contacts.message')}
                    label={t('contacts.messageLabel', { name })}
                    primary
                  />
                ) : null}
              </HStack>
            }
          />
        );
      })}
    </Stack>
  );
}

interface ContactLinkProps {
  to: string;
  icon: LucideIcon;
  text: string;
  /** What the link is read out as: the text and the teacher's name. */
  label: string;
  /** The message link is the row's main action; the profile one is outlined. */
  primary?: boolean;
}

function ContactLink({ to, icon, text, label, primary = false }: ContactLinkProps) {
  return (
    <Button asChild size="sm" {...(primary ? { colorPalette: 'brand' } : { variant: 'outline' })}>
      <RouterLink to={to} aria-label={label}>
        <LabelIcon icon={icon} />
        {text}
      </RouterLink>
    </Button>
  );
}
