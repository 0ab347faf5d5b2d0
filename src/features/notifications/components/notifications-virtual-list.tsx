import { Box } from '@chakra-ui/react';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Notification } from '@/generated/api/model';
import { NotificationRow } from './notification-row';

/** A row's height before it is measured (icon, title, one line of text, the time, the gap below). */
const ESTIMATED_ROW_PX = 104;
/** Rows kept beyond each edge of the window, so the keyboard's next row is already there to focus. */
const OVERSCAN = 6;

interface NotificationsVirtualListProps {
  items: Notification[];
  label: string;
  now: number;
  onMarkRead: (notification: Notification) => void;
}

/**
 * The full list, virtualised against the page's own scroll: only the rows near the window are in the DOM,
 * however many notifications there are. Rows are measured as they render, since a notification's text may wrap.
 */
export function NotificationsVirtualList({ items, label, now, onMarkRead }: NotificationsVirtualListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);

  // Where the list starts on the page: an alert or the toolbar above it may move it on any render, so this
  // runs after every render; setting only a changed value ends the chain.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately without dependencies, see above
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (top !== offset) setOffset(top);
  });

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: offset,
    getItemKey: (index) => items[index]?.id ?? index,
    // An element without layout measures 0 (hidden, or a DOM without layout): keep the estimate then.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ESTIMATED_ROW_PX,
  });

  return (
    <Box
      as="ul"
      ref={listRef}
      aria-label={label}
      position="relative"
      listStyleType="none"
      style={{ height: `${virtualizer.getTotalSize()}px` }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const notification = items[row.index];
        if (!notification) return null;
        return (
          <Box
            as="li"
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            // Screen readers still hear "3 of 2000", although only a window of rows exists.
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            position="absolute"
            top="0"
            insetInline="0"
            pb="2"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <NotificationRow notification={notification} now={now} onMarkRead={onMarkRead} />
          </Box>
        );
      })}
    </Box>
  );
}
