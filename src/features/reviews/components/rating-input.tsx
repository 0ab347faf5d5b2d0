import { Box, chakra, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_COLOUR } from '@/components/forms/form-field';
import { RATINGS } from '../utils/review-schema';

interface RatingInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  onBlur: () => void;
  /** react-hook-form focuses the first star when the rating is missing. */
  inputRef: Ref<HTMLInputElement>;
  name: string;
  /** The rating is missing (the schema has one message for it). */
  invalid: boolean;
}

/**
 * 1 to 5 stars as native radio buttons in a labelled radio group: the arrow keys move between them, each is
 * read out with its Turkish meaning ('4 yıldız: İyi'), and the stars up to the choice are filled.
 */
export function RatingInput({ value, onChange, onBlur, inputRef, name, invalid }: RatingInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = RATINGS.find((rating) => rating === value);
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };

  return (
    <Box>
      <Text id={ids.label} fontWeight="medium" textStyle="sm" mb="1.5">
        {t('reviews:form.rating')}
        <chakra.span color={ERROR_COLOUR} aria-hidden="true" ms="1">
          *
        </chakra.span>
      </Text>
      <HStack
        role="radiogroup"
        aria-labelledby={ids.label}
        aria-describedby={invalid ? `${ids.hint} ${ids.error}` : ids.hint}
        aria-required="true"
        aria-invalid={invalid || undefined}
        gap="1"
        wrap="wrap"
      >
        {RATINGS.map((rating) => {
          const filled = value !== null && rating <= value;
          return (
            <chakra.label
              key={rating}
              display="inline-flex"
              p="1"
              rounded="l2"
              cursor="pointer"
              color={filled ? 'orange.fg' : 'fg.muted'}
              _hover={{ bg: 'bg.muted' }}
              _focusWithin={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '1px',
              }}
              colorPalette="brand"
            >
              <VisuallyHidden asChild>
                <input
                  type="radio"
                  name={name}
                  value={rating}
                  checked={value === rating}
                  onChange={() => onChange(rating)}
                  onBlur={onBlur}
                  ref={rating === RATINGS[0] ? inputRef : undefined}
                />
              </VisuallyHidden>
              <Star aria-hidden="true" size={32} fill={filled ? 'currentColor' : 'none'} />
              <VisuallyHidden>{t(`reviews:form.ratings.${rating}`)}</VisuallyHidden>
            </chakra.label>
          );
        })}
        <Text aria-hidden="true" ms="2" textStyle="sm" color="fg.muted">
          {chosen === undefined ? null : t(`reviews:form.ratings.${chosen}`)}
        </Text>
      </HStack>
      <Text id={ids.hint} textStyle="xs" color="fg.muted" mt="1">
        {t('reviews:form.ratingHint')}
      </Text>
      {invalid ? (
        <Text id={ids.error} textStyle="xs" color={ERROR_COLOUR} mt="1">
          {t('reviews:form.ratingRequired')}
        </Text>
      ) : null}
    </Box>
  );
}
