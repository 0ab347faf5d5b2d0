/**
 * Which module under src/app/routes serves each page route; the ids are those of `paths` (./paths.ts).
 * The router imports these lazily, one chunk per screen; the build reads the same table to let index.html fetch
 * a landing page's code beside the app's instead of after it (scripts/vite-plugins/route-preload.ts).
 * Plain data with no imports, so the build configuration can read it too.
 */
export const PAGE_MODULES = {
  home: 'home/home',
  listings: 'listings/listings',
  listing: 'listings/listing',
  category: 'listings/category',
  teachers: 'teachers/teachers',
  login: 'auth/login',
  register: 'auth/register',
  forgotPassword: 'auth/forgot-password',
  resetPassword: 'auth/reset-password',
  verifyEmail: 'auth/verify-email',
  uploadProfileImage: 'auth/upload-profile-image',
  profile: 'profile/own-profile',
  profileByIdentifier: 'profile/public-profile',
  profileById: 'profile/public-profile',
  profileByUsername: 'profile/public-profile',
  chat: 'chat/chat',
  teacherDashboard: 'dashboards/teacher-dashboard',
  studentDashboard: 'dashboards/student-dashboard',
  dashboard: 'dashboards/dashboard',
  settings: 'account/settings',
  notifications: 'account/notifications',
  lessonRequest: 'lesson-requests/lesson-request',
  newLessonRequest: 'lesson-requests/new-lesson-request',
  terms: 'static/terms',
  privacy: 'static/privacy',
  contact: 'static/contact',
  about: 'static/about',
  faq: 'static/faq',
  help: 'static/help',
  notFound: 'not-found',
} as const;

export type PageRouteId = keyof typeof PAGE_MODULES;
