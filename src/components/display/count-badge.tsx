import { Badge, type BadgeProps, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What a count reads while it is not known, as the teacher's figures do. */
const UNKNOWN = '—';

interface CountBadgeProps extends Omit<BadgeProps, 'children'> {
  /** Null while the list it counts has not loaded (or failed to). */
  count: number | null;
}

/**
 * A tab's count. A list that failed to load has no count: it reads '—' (and 'bilinmiyor' to a screen reader),
 * never a 0 that would claim there is nothing, next to the load error.
 */
export function CountBadge({ count, ...badge }: CountBadgeProps) {
  const { t } = useTranslation('common');
  return (
    <Badge variant="subtle" {...badge}>
      {count === null ? (
        <>
          <span aria-hidden="true">{UNKNOWN}</span>
          <chakra.span srOnly>{t('count.unknown')}</chakra.span>
        </>
      ) : (
        count
      )}
    </Badge>
  );
}
