import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Announcement, Teacher } from '@/generated/api/model';
import { useRenderLater } from '@/hooks/use-render-later';
import { HomeBenefits } from './home-benefits';
import { HomeHero } from './home-hero';
import { HomeListings } from './home-listings';
import { HomeMeta } from './home-meta';
import { HomeStats } from './home-stats';
import { HomeTeachers } from './home-teachers';
import { JoinCall } from './join-call';

interface HomePageProps {
  /** The teacher card comes from the teachers feature, handed in by the route. */
  renderTeacher: (teacher: Teacher) => ReactNode;
  /** Likewise the listing card, from the listings feature. */
  renderListing: (listing: Announcement) => ReactNode;
  /** The hero's search box, from the search-suggest feature. */
  search?: ReactNode;
}

/**
 * `/` ("Home /"): the six sections in the spec's order. The hero and the figures render first, so the page's
 * largest text paints without waiting for the four sections below the fold; until those render, a screen-high
 * box keeps the footer out of view (nothing moves when they arrive).
 */
export function HomePage({ renderTeacher, renderListing, search }: HomePageProps) {
  const belowTheFold = useRenderLater();
  return (
    <>
      <HomeMeta />
      <HomeHero search={search} />
      <Container maxW="6xl" px={{ base: '4', md: '8' }} mt={{ base: '-6', md: '-10' }}>
        <HomeStats />
      </Container>
      {belowTheFold ? (
        <>
          <HomeListings renderListing={renderListing} />
          <HomeBenefits />
          <HomeTeachers renderTeacher={renderTeacher} />
          <JoinCall />
        </>
      ) : (
        <Box minH="100vh" aria-hidden="true" />
      )}
    </>
  );
}
