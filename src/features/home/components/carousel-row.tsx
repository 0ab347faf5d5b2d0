import { Box, HStack, Icon, IconButton } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type Key, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgressiveList } from '@/hooks/use-progressive-list';

interface CarouselRowProps<T> {
  /** Names the list for screen readers ("İlanlar", "Eğitmenler"). */
  label: string;
  items: T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** A last cell after the items: "load more" or the way on to the full list. */
  end?: ReactNode;
  /** Next at the end of the row asks for more instead of doing nothing. */
  onReachEnd?: () => void;
  /** Cards per view at each width. */
  perView?: { base: string; sm: string; md: string; lg: string };
}

const LISTING_WIDTHS = { base: '85%', sm: '48%', md: '32%', lg: '32%' };

/**
 * A horizontal row with CSS scroll snapping and previous/next buttons. Native scrolling keeps touch, wheel
 * and keyboard (Tab moves into the cards, the row follows focus) working without a carousel library.
 */
export function CarouselRow<T>({
  label,
  items,
  getKey,
  renderItem,
  end,
  onReachEnd,
  perView = LISTING_WIDTHS,
}: CarouselRowProps<T>) {
  const { t } = useTranslation('home');
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const shownItems = useProgressiveList(items);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const max = list.scrollWidth - list.clientWidth;
    setEdges({ atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (typeof ResizeObserver === 'undefined') return measure();
    // A ResizeObserver reports every observed element once, after the browser's own layout: measuring there
    // reads a finished layout instead of forcing one right after React's commit (a long task on a phone).
    // The cells are observed too, so added cards are measured the same way.
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const cell of Array.from(list.children)) observer.observe(cell);
    return () => observer.disconnect();
  }, [measure, shownItems.length, end]);

  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    if (direction === 1 && edges.atEnd && onReachEnd) {
      onReachEnd();
      return;
    }
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    list.scrollBy?.({ left: direction * list.clientWidth * 0.9, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <Box>
      <HStack justify="flex-end" gap="2" mb="3">
        <IconButton
          variant="outline"
          rounded="full"
          size="sm"
          aria-label={t('carousel.previous', { label })}
          disabled={edges.atStart}
          onClick={() => scroll(-1)}
        >
          <Icon asChild>
            <ChevronLeft />
          </Icon>
        </IconButton>
        <IconButton
          variant="outline"
          rounded="full"
          size="sm"
          aria-label={t('carousel.next', { label })}
          disabled={edges.atEnd && !onReachEnd}
          onClick={() => scroll(1)}
        >
          <Icon asChild>
            <ChevronRight />
          </Icon>
        </IconButton>
      </HStack>
      <Box
        as="ul"
        ref={listRef}
        aria-label={label}
        onScroll={measure}
        display="flex"
        gap="4"
        overflowX="auto"
        scrollSnapType="x mandatory"
        scrollPaddingInline="1"
        listStyleType="none"
        px="1"
        pb="4"
        css={{ scrollbarWidth: 'thin' }}
      >
        {shownItems.map((item) => (
          <Box as="li" key={getKey(item)} flex="0 0 auto" width={perView} scrollSnapAlign="start">
            {renderItem(item)}
          </Box>
        ))}
        {end ? (
          <Box as="li" flex="0 0 auto" width={perView} scrollSnapAlign="start" display="flex">
            {end}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
