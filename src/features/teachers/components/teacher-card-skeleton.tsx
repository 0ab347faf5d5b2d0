import { Card, Skeleton, SkeletonCircle, SkeletonText } from '@chakra-ui/react';

/** Placeholder with the card's shape while a page of teachers loads. */
export function TeacherCardSkeleton() {
  return (
    <Card.Root variant="outline" aria-hidden="true">
      <Card.Body gap="3" alignItems="center">
        <SkeletonCircle size="16" />
        <Skeleton height="5" width="60%" />
        <SkeletonText noOfLines={2} width="70%" />
        <Skeleton height="8" width="full" />
      </Card.Body>
    </Card.Root>
  );
}
