export { DEFAULT_HEAD_ATTRIBUTE, removeDefaultHeadTags, withoutDefaultHeadTags } from './default-head';
export { scriptSafeJson } from './script-json';
export { absoluteUrl, canonicalUrl, DEFAULT_SHARE_IMAGE, siteOrigin } from './site-url';
export {
  breadcrumbList,
  course,
  type Crumb,
  type JsonLd,
  profilePage,
  siteDescription,
} from './structured-data';
