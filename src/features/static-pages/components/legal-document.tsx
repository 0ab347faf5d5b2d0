import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { type MouseEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { type LegalSection, sectionAnchor } from '../utils/legal-sections';
import { CONTACT_EMAILS, mailtoHref } from '../utils/static-content';
import { translatedList } from '../utils/translated-list';

interface LegalDocumentProps {
  /** The locale namespace holding `sections.<id>.title|paragraphs|link`. */
  ns: string;
  sections: readonly LegalSection[];
}

/** Scroll to a section and put focus on its heading, so keyboard and screen-reader users land there too. */
function focusSection(anchor: string, smooth: boolean): void {
  const heading = document.getElementById(`${anchor}-title`);
  if (!heading) return;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
}

/** A policy page body: a numbered table of contents and the anchored sections it points to. */
export function LegalDocument({ ns, sections }: LegalDocumentProps) {
  const { t } = useTranslation([ns, 'static-pages']);
  const { hash } = useLocation();

  // Opening /terms#privacy directly: the shell leaves #fragments to the page.
  useEffect(() => {
    if (hash) focusSection(decodeURIComponent(hash.slice(1)), false);
  }, [hash]);

  // The anchor keeps its href (copyable, works without JS); the handler adds the focus move, which a
  // plain fragment jump does not do reliably, and keeps the router from treating it as a navigation.
  const onTocClick = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    event.preventDefault();
    focusSection(anchor, true);
  };

  return (
    <Stack gap={{ base: '8', md: '10' }}>
      <Box
        as="nav"
        aria-labelledby="toc-title"
        borderWidth="1px"
        borderColor="border"
        bg="bg.subtle"
        rounded="lg"
        p={{ base: '4', md: '6' }}
      >
        <Heading as="h2" id="toc-title" size="md" mb="3">
          {t('static-pages:toc')}
        </Heading>
        <List.Root as="ol" ps="5" gap="1.5">
          {sections.map(({ id }) => {
            const anchor = sectionAnchor(id);
            return (
              <List.Item key={id}>
                <Link href={`#${anchor}`} color="fg" onClick={(event) => onTocClick(event, anchor)}>
                  {t(`sections.${id}.title`)}
                </Link>
              </List.Item>
            );
          })}
        </List.Root>
      </Box>

      {sections.map(({ id, link, email }, index) => {
        const anchor = sectionAnchor(id);
        return (
          <Box as="section" key={id} id={anchor} aria-labelledby={`${anchor}-title`} scrollMarginTop="24">
            <Heading
              as="h2"
              id={`${anchor}-title`}
              size={{ base: 'lg', md: 'xl' }}
              mb="3"
              tabIndex={-1}
              scrollMarginTop="24"
              outlineOffset="4px"
            >
              {`${index + 1}. ${t(`sections.${id}.title`)}`}
            </Heading>
            <Stack gap="3">
              {translatedList(t, `sections.${id}.paragraphs`).map((paragraph) => (
                <Text key={paragraph} lineHeight="tall">
                  {paragraph}
                </Text>
              ))}
              {email ? (
                <Link href={mailtoHref(email)} colorPalette="brand" color="colorPalette.fg" w="fit-content">
                  {CONTACT_EMAILS[email]}
                </Link>
              ) : null}
              {link ? (
                <Link
                  asChild
                  colorPalette="brand"
                  color="colorPalette.fg"
                  fontWeight="medium"
                  w="fit-content"
                >
                  <RouterLink to={link}>{t(`sections.${id}.link`)}</RouterLink>
                </Link>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
