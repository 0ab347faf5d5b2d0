import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { Book, type LucideIcon, MapPin, Monitor, Star, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { paths } from '@/config/paths';
import { PreferredLessonMode, type Teacher, type TeacherVerification } from '@/generated/api/model';
import { formatNumber } from '@/i18n/formatters';
import { fullName } from '@/lib/people/full-name';
import { initials } from '@/lib/people/initials';
import { locationRow } from '@/lib/people/location-text';
import { formatRating, ratingBand } from '@/lib/people/rating-band';
import { StableLink } from '@/components/display/stable-link';
import { formatFee } from '@/utils/fee-text';
import { type TeacherCardWords, useTeacherCardShared } from '../hooks/use-teacher-card-shared';

/** The glyph of each lesson mode a card names; a mode not listed here (a newer server's) is not shown. */
const MODE_ICONS: Record<PreferredLessonMode, LucideIcon> = {
  [PreferredLessonMode.ONLINE]: Monitor,
  [PreferredLessonMode.IN_PERSON]: Users,
};
const isKnownMode = (mode: string): mode is PreferredLessonMode => Object.hasOwn(MODE_ICONS, mode);

interface TeacherCardProps {
  teacher: Teacher;
  /** Another feature's control under the profile link (the route fills it, e.g. the saved-teachers heart). */
  action?: ReactNode;
}

/** A card on its own (the home page's carousel): it looks up its words and styles itself. */
export function TeacherCard({ teacher, action }: TeacherCardProps) {
  const { words, styles } = useTeacherCardShared();
  return <TeacherCardView teacher={teacher} action={action} words={words} styles={styles} />;
}

/**
 * The teacher card: photo or initials, name, the verified badge, rating band, review count above 0, the location
 * rule, completed lessons, the fee the teacher starts from and the lesson modes they offer (both from their
 * listings, left out when the server does not send them), and the profile link. Its words come from the list
 * (useTeacherCardShared); so do its styles, unless `styles` is given: in a list the cards are plain markup under
 * the list's one style (teacherListStyles). Features do not import each other, so `action` comes from the route.
 */
export function TeacherCardView({
  teacher,
  action,
  words,
  styles,
}: TeacherCardProps & { words: TeacherCardWords; styles?: SystemStyleObject }) {
  const name = fullName(teacher.name, teacher.surName);
  const rating = formatRating(teacher.averageRating);
  const location = locationRow(teacher.location);
  const fee = formatFee(teacher.minPrice);
  const modes = (teacher.lessonModes ?? []).filter(isKnownMode);

  const content = (
    <>
      <div className="tc-body">
        <CardAvatar
          initials={initials(teacher.name, teacher.surName)}
          src={teacher.profileImage}
          alt={words.photoAlt(name)}
        />
        <h3 className="tc-name">{name}</h3>
        <CardVerified {...teacher.verification} words={words.verified} />
        <div className="tc-row tc-rating" data-band={ratingBand(teacher.averageRating)}>
          {/* Filled as well as outlined, like the solid star it replaced. */}
          <Star className="tc-icon tc-star" fill="currentColor" aria-hidden />
          {rating === null ? (
            <p className="tc-muted">{words.noRating}</p>
          ) : (
            <p className="tc-strong">
              <span className="tc-sr">{words.ratingLabel} </span>
              {rating}
            </p>
          )}
          {teacher.totalReviews > 0 ? (
            <p className="tc-muted tc-small">
              <span aria-hidden="true">{words.reviewCount(formatNumber(teacher.totalReviews))}</span>
              <span className="tc-sr">{words.reviewCountLabel(formatNumber(teacher.totalReviews))}</span>
            </p>
          ) : null}
        </div>
        <div className="tc-details">
          {location.kind === 'hidden' ? null : (
            <div className="tc-row">
              <MapPin className="tc-icon" fill="none" aria-hidden />
              <span className="tc-sr">{words.locationLabel}: </span>
              <p>{location.kind === 'known' ? location.text : words.noLocation}</p>
            </div>
          )}
          <div className="tc-row">
            <Book className="tc-icon" fill="none" aria-hidden />
            <p>{words.lessons(formatNumber(teacher.completedLessons ?? 0))}</p>
          </div>
          {modes.length > 0 ? (
            <ul className="tc-modes" aria-label={words.modesLabel}>
              {modes.map((mode) => {
                const Glyph = MODE_ICONS[mode];
                return (
                  <li key={mode} className="tc-row" data-mode={mode}>
                    <Glyph className="tc-icon" fill="none" aria-hidden />
                    <p>{words.lessonModes[mode]}</p>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        {fee ? <p className="tc-strong">{words.feeFrom(fee)}</p> : null}
      </div>
      <div className="tc-footer">
        <StableLink className="tc-profile" to={paths.profileById.getHref(teacher.id)}>
          {words.viewProfile}
        </StableLink>
        {action}
      </div>
    </>
  );
  return styles ? (
    <chakra.article className="tc-card" css={styles}>
      {content}
    </chakra.article>
  ) : (
    <article className="tc-card">{content}</article>
  );
}

/**
 * 'Doğrulanmış Eğitmen' as the shared VerifiedBadge shows it (its look is in the card's styles), with what was
 * verified as its tooltip and, for screen readers, as hidden text beside it.
 */
function CardVerified({
  identity = false,
  diploma = false,
  words,
}: Partial<TeacherVerification> & { words: TeacherCardWords['verified'] }) {
  if (!identity) return null;
  const tip = diploma ? words.identityAndDiploma : words.identity;
  return (
    <span className="tc-verified" title={tip}>
      {words.badge}
      <span className="tc-sr">{` (${tip})`}</span>
    </span>
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
