import { createIcon } from '@chakra-ui/react';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const StarIcon = createIcon({
  displayName: 'StarIcon',
  path: (
    <path
      fill="currentColor"
      d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z"
    />
  ),
});

export const PinIcon = createIcon({
  displayName: 'PinIcon',
  path: (
    <g {...stroke}>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </g>
  ),
});

export const BookIcon = createIcon({
  displayName: 'BookIcon',
  path: (
    <g {...stroke}>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Z" />
      <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
    </g>
  ),
});

export const SearchIcon = createIcon({
  displayName: 'SearchIcon',
  path: (
    <g {...stroke}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </g>
  ),
});

export const FilterIcon = createIcon({
  displayName: 'FilterIcon',
  path: (
    <g {...stroke}>
      <path d="M3 5h18l-7 8v6l-4 2v-8L3 5Z" />
    </g>
  ),
});
