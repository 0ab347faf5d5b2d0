/**
 * Every URL of the app in one place (bulletproof-react's `paths`). Routes use `path`; links use `getHref()`.
 */
const q = (params: Record<string, string | number | boolean | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Navigation state that opens a given room on the chat screen (the message dropdown, CHAT notifications). */
export interface ChatNavigationState {
  openChatRoomId: number;
}

export const chatRoomState = (chatRoomId: number): ChatNavigationState => ({ openChatRoomId: chatRoomId });

export const paths = {
  home: { path: '/', getHref: () => '/' },
  // Lesson listings (ilan) keep the product's /courses URLs.
  listings: { path: '/courses', getHref: () => '/courses' },
  listing: { path: '/courses/:id', getHref: (id: number | string) => `/courses/${id}` },
  category: {
    path: '/category/:category',
    getHref: (category: string) => `/category/${encodeURIComponent(category)}`,
  },
  teachers: { path: '/teachers', getHref: () => '/teachers' },
  login: { path: '/login', getHref: (redirectTo?: string) => `/login${q({ redirectTo })}` },
  register: { path: '/register', getHref: (tab?: 'student' | 'teacher') => `/register${q({ tab })}` },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  verifyEmail: {
    path: '/verify-email',
    getHref: (email: string | undefined, registration: boolean) =>
      `/verify-email${q({ email, registration })}`,
  },
  uploadProfileImage: { path: '/upload-profile-image', getHref: () => '/upload-profile-image' },
  profile: { path: '/profile', getHref: () => '/profile' },
  profileByIdentifier: {
    path: '/profile/:identifier',
    getHref: (identifier: string) => `/profile/${encodeURIComponent(identifier)}`,
  },
  profileById: { path: '/profile/id/:userId', getHref: (userId: number | string) => `/profile/id/${userId}` },
  profileByUsername: {
    path: '/profile/username/:username',
    getHref: (username: string) => `/profile/username/${encodeURIComponent(username)}`,
  },
  chat: {
    path: '/chat',
    getHref: (receiverUsername?: string) => `/chat${q({ receiverUsername })}`,
  },
  // /chat with 'Grup oluştur' open for one listing (the teacher dashboard's listings link here).
  newGroupChat: {
    path: '/chat',
    param: 'newGroup',
    getHref: (listingId: number) => `/chat${q({ newGroup: listingId })}`,
  },
  teacherDashboard: { path: '/teacher-dashboard', getHref: () => '/teacher-dashboard' },
  studentDashboard: { path: '/student-dashboard', getHref: () => '/student-dashboard' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  settings: { path: '/settings', getHref: () => '/settings' },
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  lessonRequest: { path: '/lesson-requests/:id', getHref: (id: number | string) => `/lesson-requests/${id}` },
  // A listing's page asks about that listing; a teacher's profile lets the student pick one of theirs.
  newLessonRequest: {
    path: '/lesson-requests/new',
    getHref: (target: { listingId: number } | { teacherId: number }) => `/lesson-requests/new${q(target)}`,
  },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  contact: { path: '/contact', getHref: () => '/contact' },
  about: { path: '/about', getHref: () => '/about' },
  faq: { path: '/faq', getHref: () => '/faq' },
  help: { path: '/help', getHref: () => '/help' },
} as const;

/**
 * The pages anyone may open and a search engine may list, without parameters: the build's sitemap.xml
 * (scripts/generate-sitemap.ts) lists these, then each teacher's profile and each listing. robots.txt keeps
 * the signed-in areas out.
 */
export const publicPaths: readonly string[] = [
  paths.home.getHref(),
  paths.teachers.getHref(),
  paths.listings.getHref(),
  paths.about.getHref(),
  paths.faq.getHref(),
  paths.help.getHref(),
  paths.contact.getHref(),
  paths.terms.getHref(),
  paths.privacy.getHref(),
];
