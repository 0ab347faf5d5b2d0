import { createIcon } from '@chakra-ui/react';

// Line icons drawn with the text colour, so they follow light and dark mode without extra tokens.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const BellIcon = createIcon({
  displayName: 'BellIcon',
  path: (
    <g {...stroke}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </g>
  ),
});

export const ChatTypeIcon = createIcon({
  displayName: 'ChatTypeIcon',
  path: (
    <g {...stroke}>
      <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
    </g>
  ),
});

export const LessonRequestTypeIcon = createIcon({
  displayName: 'LessonRequestTypeIcon',
  path: (
    <g {...stroke}>
      <rect width="18" height="18" x="3" y="4" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </g>
  ),
});

export const SystemTypeIcon = createIcon({
  displayName: 'SystemTypeIcon',
  path: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4M12 8h.01" />
    </g>
  ),
});
