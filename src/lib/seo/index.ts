export { absoluteUrl, canonicalUrl, DEFAULT_SHARE_IMAGE, siteOrigin } from './site-url';
