import { Button, HStack, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Teacher } from '@/generated/api/model';
import { useDeferredPending } from '@/hooks/use-deferred-pending';
import { useHomeTeachers } from '../hooks/use-home-teachers';
import { TEACHERS_SECTION_ID } from '../utils/scroll-to-section';
import { CarouselRow } from './carousel-row';
import { EmptyText, HomeSection } from './home-section';

const TEACHER_WIDTHS = { base: '80%', sm: '48%', md: '32%', lg: '23.5%' };

/**
 * Home page: the first 12 teachers in a carousel. The card belongs to the teachers feature, so
 * the route passes it in (a feature never imports another).
 */
export function HomeTeachers({ renderTeacher }: { renderTeacher: (teacher: Teacher) => ReactNode }) {
  const { t } = useTranslation('home');
  const { teachers, loading: pending } = useHomeTeachers();
  const loading = useDeferredPending(pending);

  return (
    <HomeSection id={TEACHERS_SECTION_ID} title={t('teachers.title')} lead={t('teachers.lead')}>
      {loading ? (
        <HStack gap="4" overflow="hidden" aria-busy="true">
          <VisuallyHidden>{t('teachers.loading')}</VisuallyHidden>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height="72" flex="1" minW="56" rounded="lg" />
          ))}
        </HStack>
      ) : teachers.length === 0 ? (
        <EmptyText>{t('teachers.empty')}</EmptyText>
      ) : (
        <CarouselRow
          label={t('teachers.listLabel')}
          items={teachers}
          getKey={(teacher) => teacher.id}
          renderItem={renderTeacher}
          perView={TEACHER_WIDTHS}
          end={
            <Button asChild variant="outline" colorPalette="brand" width="full" height="full" minH="40">
              <RouterLink to={paths.teachers.getHref()}>{t('teachers.viewAll')}</RouterLink>
            </Button>
          }
        />
      )}
    </HomeSection>
  );
}
