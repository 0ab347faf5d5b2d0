import { Button, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { Heart, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PersonRow } from '@/components/display/person-row';
import { ListEmpty, ListLoadFailed, ListLoading } from '@/components/feedback/list-states';
import { paths } from '@/config/paths';
import { useLoadFailureText } from '@/lib/api/screen-failure';
import { fullName } from '@/lib/people/full-name';
import { initials } from '@/lib/people/initials';
import { BAND_COLOR, formatRating, ratingBand } from '@/lib/people/rating-band';
import { useSavedTeachers } from '../hooks/use-saved-teachers';
import { useToggleSavedTeacher } from '../hooks/use-toggle-saved-teacher';
import { LabelIcon } from '@/components/display/label-icon';

/**
 * The student's saved teachers, last saved first: photo, name (to the profile), rating, and 'Kaldır', which
 * takes the teacher out at once (put back with a toast if the server refuses).
 */
export function SavedTeachersList() {
  const { t } = useTranslation('saved-teachers');
  const saved = useSavedTeachers();
  const toggle = useToggleSavedTeacher();
  const reason = useLoadFailureText();

  if (saved.error) {
    return (
      <ListLoadFailed
        title={t('list.failed')}
        titleAs="h3"
        size="sm"
        reason={reason(saved.error)}
        retryLabel={t('list.retry')}
        onRetry={saved.retry}
      />
    );
  }
  if (!saved.teachers) {
    return <ListLoading label={t('list.loading')} />;
  }
  if (saved.teachers.length === 0) {
    return (
      <ListEmpty
        text={t('list.empty')}
        icon={Heart}
        size="sm"
        link={{ to: paths.teachers.getHref(), label: t('list.browse') }}
      />
    );
  }

  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t('list.label')}>
      {saved.teachers.map((teacher) => {
        const name = fullName(teacher.name, teacher.surName, teacher.username);
        const rating = formatRating(teacher.averageRating);
        return (
          <PersonRow
            key={teacher.id}
            initials={initials(teacher.name, teacher.surName)}
            photo={teacher.profileImage}
            name={
              <Link asChild fontWeight="semibold" colorPalette="brand" overflowWrap="anywhere">
                <RouterLink to={paths.profileById.getHref(teacher.id)}>{name}</RouterLink>
              </Link>
            }
            details={
              <HStack gap="1" textStyle="sm" color="fg.muted">
                <Icon asChild boxSize="3.5" color={BAND_COLOR[ratingBand(teacher.averageRating)]} aria-hidden>
                  <Star fill="currentColor" />
                </Icon>
                <Text>{rating === null ? t('list.noRating') : t('list.rating', { rating })}</Text>
              </HStack>
            }
            actions={
              <Button
                size="sm"
                variant="outline"
                aria-label={t('list.unsaveLabel', { name })}
                onClick={() => toggle.mutate({ teacher, saved: false })}
              >
                <LabelIcon icon={Heart} />
                {t('list.unsave')}
              </Button>
            }
          />
        );
      })}
    </Stack>
  );
}
