import { Card, Heading, Link, Text } from '@chakra-ui/react';
import { type ContactEmailKey, CONTACT_EMAILS, mailtoHref } from '../utils/static-content';

interface MailCardProps {
  title: string;
  description: string;
  email: ContactEmailKey;
  /** Accessible name of the link: says what the link does, not just the address. */
  linkLabel: string;
  headingLevel?: 'h2' | 'h3';
}

/** A card with one e-mail address as a mailto link (contact and help pages). */
export function MailCard({ title, description, email, linkLabel, headingLevel = 'h2' }: MailCardProps) {
  return (
    <Card.Root variant="outline" h="full">
      <Card.Body gap="3">
        <Heading as={headingLevel} size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" flex="1">
          {description}
        </Text>
        <Link
          href={mailtoHref(email)}
          aria-label={linkLabel}
          colorPalette="brand"
          color="colorPalette.fg"
          fontWeight="semibold"
          wordBreak="break-all"
        >
          {CONTACT_EMAILS[email]}
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
