import { Button, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { Book, type LucideIcon, MapPin, Monitor, Star, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PreferredLessonMode, type Teacher } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';
import { fullName } from '@/lib/people/full-name';
import { initials } from '@/lib/people/initials';
import { locationRow } from '@/lib/people/location-text';
import { BAND_COLOR, formatRating, ratingBand } from '@/lib/people/rating-band';
import { VerifiedBadge } from '@/components/display/verified-badge';
import { StableLink } from '@/components/display/stable-link';
import { formatFee } from '@/utils/fee-text';

/** The glyph of each lesson mode a card names; a mode not listed here (a newer server's) is not shown. */
const MODE_ICONS: Record<PreferredLessonMode, LucideIcon> = {
  [PreferredLessonMode.ONLINE]: Monitor,
  [PreferredLessonMode.IN_PERSON]: Users,
};
const isKnownMode = (mode: string): mode is PreferredLessonMode => Object.hasOwn(MODE_ICONS, mode);

/*
 * The card is plain markup styled by this one object: a page of 20 cards as Chakra components (about 25 each:
 * the card's root, body and footer, stacks, texts, icons, the avatar's state machine) was most of a filter
 * change's CPU time on a phone, each styled again on every render. The look is the components' (Card outline
 * md, Avatar 2xl brand, Heading md, Icon 4, Text, VisuallyHidden), written once here.
 */
const ICON: SystemStyleObject = {
  display: 'inline-block',
  lineHeight: '1em',
  flexShrink: '0',
  verticalAlign: 'middle',
  boxSize: '4',
};
const CARD_CSS: SystemStyleObject = {
  // Card.Root, variant outline, size md.
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: '0',
  wordWrap: 'break-word',
  borderRadius: 'l3',
  color: 'fg',
  textAlign: 'start',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  height: 'full',
  // Card.Body, its content centred.
  '& .tc-body': {
    padding: '6',
    flex: '1',
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    alignItems: 'center',
    textAlign: 'center',
  },
  // Card.Footer: the profile link over another feature's control, both full width.
  '& .tc-footer': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'stretch',
    gap: '2',
    paddingInline: '6',
    paddingBottom: '6',
  },
  '& .tc-avatar': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontWeight: 'medium',
    position: 'relative',
    verticalAlign: 'top',
    flexShrink: '0',
    userSelect: 'none',
    boxSize: '16',
    fontSize: 'xl',
    borderRadius: 'full',
    bg: 'brand.muted',
    color: 'brand.fg',
  },
  '& .tc-initials': { lineHeight: '1', textTransform: 'uppercase' },
  '& .tc-photo': { width: '100%', height: '100%', objectFit: 'cover', borderRadius: 'full' },
  '& .tc-name': { fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'md', lineClamp: 2 },
  '& .tc-row': { display: 'flex', alignItems: 'center', gap: '1.5' },
  '& .tc-rating': { justifyContent: 'center' },
  '& .tc-details': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '1',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  '& .tc-modes': { display: 'flex', alignItems: 'center', gap: '3', listStyleType: 'none' },
  '& .tc-icon': ICON,
  '& .tc-muted': { color: 'fg.muted' },
  '& .tc-strong': { fontWeight: 'semibold' },
  '& .tc-small': { fontSize: 'sm' },
  '& .tc-sr': { srOnly: true },
  // The rating band's colour on the star (the number beside it keeps the text colour).
  ...Object.fromEntries(
    Object.entries(BAND_COLOR).map(([band, color]) => [`& [data-band=${band}] .tc-star`, { color }]),
  ),
};

/**
 * The teacher card: photo or initials, name, rating band, review count above 0, the location rule, completed
 * lessons, the fee the teacher starts from and the lesson modes they offer (both from their listings, left out
 * when the server does not send them), and the profile link. `action` is another feature's control under the
 * link (the route fills it, e.g. the saved-teachers heart), since features do not import each other.
 */
export function TeacherCard({ teacher, action }: { teacher: Teacher; action?: ReactNode }) {
  const { t } = useTranslation('teachers');
  const { t: tl } = useTranslation('listings');
  const name = fullName(teacher.name, teacher.surName);
  const rating = formatRating(teacher.averageRating);
  const band = ratingBand(teacher.averageRating);
  const location = locationRow(teacher.location);
  const fee = formatFee(teacher.minPrice);
  const modes = (teacher.lessonModes ?? []).filter(isKnownMode);

  return (
    <chakra.article css={CARD_CSS}>
      <div className="tc-body">
        <CardAvatar
          initials={initials(teacher.name, teacher.surName)}
          src={teacher.profileImage}
          alt={t('card.photoAlt', { name })}
        />
        <h3 className="tc-name">{name}</h3>
        <VerifiedBadge {...teacher.verification} />
        <div className="tc-row tc-rating" data-band={band}>
          {/* Filled as well as outlined, like the solid star it replaced. */}
          <Star className="tc-icon tc-star" fill="currentColor" aria-hidden />
          {rating === null ? (
            <p className="tc-muted">{t('card.noRating')}</p>
          ) : (
            <p className="tc-strong">
              <span className="tc-sr">{t('card.ratingLabel')} </span>
              {rating}
            </p>
          )}
          {teacher.totalReviews > 0 ? (
            <p className="tc-muted tc-small">
              <span aria-hidden="true">
                {t('card.reviewCount', { n: formatNumber(teacher.totalReviews) })}
              </span>
              <span className="tc-sr">
                {t('card.reviewCountLabel', { n: formatNumber(teacher.totalReviews) })}
              </span>
            </p>
          ) : null}
        </div>
        <div className="tc-details">
          {location.kind === 'hidden' ? null : (
            <div className="tc-row">
              <MapPin className="tc-icon" fill="none" aria-hidden />
              <span className="tc-sr">{t('card.locationLabel')}: </span>
              <p>{location.kind === 'known' ? location.text : t('card.noLocation')}</p>
            </div>
          )}
          <div className="tc-row">
            <Book className="tc-icon" fill="none" aria-hidden />
            <p>{t('card.lessons', { n: formatNumber(teacher.completedLessons ?? 0) })}</p>
          </div>
          {modes.length > 0 ? (
            <ul className="tc-modes" aria-label={t('card.modesLabel')}>
              {modes.map((mode) => {
                const Glyph = MODE_ICONS[mode];
                return (
                  <li key={mode} className="tc-row" data-mode={mode}>
                    <Glyph className="tc-icon" fill="none" aria-hidden />
                    {/* The listing's own words for the mode, so a card and a listing never name it twice over. */}
                    <p>{tl(`lessonMode.${mode}`)}</p>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        {fee ? <p className="tc-strong">{t('card.feeFrom', { fee })}</p> : null}
      </div>
      <div className="tc-footer">
        <Button asChild colorPalette="brand" size="sm" width="full">
          <StableLink to={paths.profileById.getHref(teacher.id)}>{t('card.viewProfile')}</StableLink>
        </Button>
        {action}
      </div>
    </chakra.article>
  );
}

/**
 * The photo over the initials, as Chakra's Avatar shows them: the initials until the photo has loaded, and again
 * if it fails.
 */
function CardAvatar({ initials: letters, src, alt }: { initials: string; src?: string | null; alt: string }) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const shown = Boolean(src) && loaded === src;
  return (
    <span className="tc-avatar">
      <span className="tc-initials" hidden={shown}>
        {letters}
      </span>
      {src ? (
        <img
          className="tc-photo"
          src={src}
          alt={alt}
          hidden={!shown}
          onLoad={() => setLoaded(src)}
          onError={() => setLoaded(null)}
        />
      ) : null}
    </span>
  );
}
