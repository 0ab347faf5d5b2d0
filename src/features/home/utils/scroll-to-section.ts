import type { MouseEvent } from 'react';

export const LISTINGS_SECTION_ID = 'courses';
export const TEACHERS_SECTION_ID = 'teachers-section';

/**
 * In-page links scroll smoothly and move focus to the section's heading, so keyboard and screen-reader users
 * land where sighted users do. The hash is not pushed: the shell scrolls to the top on every location change.
 */
export function scrollToSection(event: MouseEvent<HTMLAnchorElement>, sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}
