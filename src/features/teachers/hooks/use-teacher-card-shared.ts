import { type SystemStyleObject, useRecipe } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PreferredLessonMode } from '@/generated/api/model';
import { teacherCardStyles } from '../utils/teacher-card-styles';

/** The words every card says: looked up once for a page of cards, not about ten times in each. */
export interface TeacherCardWords {
  noRating: string;
  ratingLabel: string;
  locationLabel: string;
  noLocation: string;
  modesLabel: string;
  viewProfile: string;
  /** The listing's own words for each lesson mode, so a card and a listing never name it twice over. */
  lessonModes: Record<PreferredLessonMode, string>;
  verified: { badge: string; identity: string; identityAndDiploma: string };
  photoAlt: (name: string) => string;
  reviewCount: (n: string) => string;
  reviewCountLabel: (n: string) => string;
  lessons: (n: string) => string;
  feeFrom: (fee: string) => string;
}

/** What the cards of a page share: their words and their look (see TeacherCardView). */
export interface TeacherCardShared {
  words: TeacherCardWords;
  styles: SystemStyleObject;
}

/**
 * The cards' words and styles, made once for a list of cards (and again only in another language). On a phone's
 * CPU each card's own look-ups and style serialisation were a good part of a filter change's render.
 */
export function useTeacherCardShared(): TeacherCardShared {
  const { t } = useTranslation(['teachers', 'listings', 'common']);
  const button = useRecipe({ key: 'button' });
  return useMemo(
    () => ({
      words: {
        noRating: t('card.noRating'),
        ratingLabel: t('card.ratingLabel'),
        locationLabel: t('card.locationLabel'),
        noLocation: t('card.noLocation'),
        modesLabel: t('card.modesLabel'),
        viewProfile: t('card.viewProfile'),
        lessonModes: {
          [PreferredLessonMode.ONLINE]: t('lessonMode.ONLINE', { ns: 'listings' }),
          [PreferredLessonMode.IN_PERSON]: t('lessonMode.IN_PERSON', { ns: 'listings' }),
        },
        verified: {
          badge: t('verified.badge', { ns: 'common' }),
          identity: t('verified.identity', { ns: 'common' }),
          identityAndDiploma: t('verified.identityAndDiploma', { ns: 'common' }),
        },
        photoAlt: (name) => t('card.photoAlt', { name }),
        reviewCount: (n) => t('card.reviewCount', { n }),
        reviewCountLabel: (n) => t('card.reviewCountLabel', { n }),
        lessons: (n) => t('card.lessons', { n }),
        feeFrom: (fee) => t('card.feeFrom', { fee }),
      },
      // The profile link is an anchor with the small solid button's look (the recipe's styles, no Button).
      styles: teacherCardStyles(button({ size: 'sm' })),
    }),
    [t, button],
  );
}
