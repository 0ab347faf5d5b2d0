import type { CatalogueRow } from './catalogue';
import type { OperationId } from './operations';

/*
 * The named scenarios. Each is plain data; mocks/scenarios/handler.ts turns it into answers, activate.ts
 * applies its session side effect, the mock broker reads `socket` through state.ts. mocks/README.md
 * ("Scenarios") lists them for people.
 */

/** How a failing operation answers. */
export type FailureKind =
  /** HTTP 500 with Spring Boot's default error body (no `message`, so the app's own fallback text shows). */
  | 'http-500'
  /** HTTP `status` (200 unless given) with the envelope `success: false` and `message`. */
  | 'envelope'
  /** No response at all (connection refused, offline): axios sees a network error. */
  | 'network'
  /** HTTP 200, JSON content type, a body that is not JSON (cut off mid-way). */
  | 'malformed'
  /** HTTP 200, the envelope with `success: true` and `data: null` (a server bug or a half-migrated field). */
  | 'data-null'
  /** HTTP 200 with an HTML page (a proxy's or load balancer's maintenance page answering for the API). */
  | 'html-200'
  /** HTTP 401 with the synthetic UNAUTHORIZED result. */
  | 'unauthorized';

export interface ScenarioFailure {
  kind: FailureKind;
  /**
   * Which operations fail: operationIds of openapi.yaml, `all` (every contract operation) or `authenticated`
   * (every request that carries a bearer token). `?mock-fail=a,b` replaces this list.
   */
  ops: readonly OperationId[] | 'all' | 'authenticated';
  status?: number;
  /** The envelope's message (kind `envelope`); null sends `message: null`. */
  message?: string | null;
}

export type ScenarioGroup = 'general' | 'errors' | 'feature' | 'session' | 'realtime' | 'page-parts';

export const SCENARIO_GROUPS: Record<ScenarioGroup, string> = {
  general: 'General',
  errors: 'Every endpoint fails',
  feature: 'One feature fails',
  session: 'Session',
  realtime: 'Real-time',
  'page-parts': 'Page parts',
};

export interface Scenario {
  name: string;
  group: ScenarioGroup;
  description: string;
  /** The error-catalogue rows this scenario drives (see catalogue.ts). */
  rows: readonly CatalogueRow[];
  failures?: readonly ScenarioFailure[];
  /** Latency added before every contract operation, in ms. */
  delayMs?: number;
  /** No teachers and no listings: directory, listing pages, counters and the badge answer empty. */
  empty?: boolean;
  /** Applied to the browser's storage when the scenario is chosen (see activate.ts). */
  session?: 'no-token' | 'student' | 'teacher';
  /** Read by the mock STOMP broker through state.ts (isSocketDown / isSocketGarbled). */
  socket?: 'down' | 'garbage';
  /** Route chunks (the lazily loaded screen parts) fail with 500 or never arrive. */
  chunks?: 'fail' | 'stall';
}

export const SLOW_DELAY_MS = 1500;

/** The Turkish message of `errors-envelope` (a server that answers but refuses). */
export const ENVELOPE_MESSAGE = 'İşlem şu anda gerçekleştirilemiyor. Lütfen daha sonra tekrar deneyin.';
export const REGISTRATION_REJECTED_MESSAGE = 'Bu e-posta adresi zaten kullanılıyor.';
export const VERIFICATION_REJECTED_MESSAGE = 'Doğrulama kodunun süresi doldu. Lütfen yeni bir kod isteyin.';
export const LESSON_REQUEST_REFUSED_MESSAGE =
  'Ders talebiniz şu anda gönderilemiyor. Lütfen biraz sonra yeniden deneyin.';
export const APPROVE_REFUSED_MESSAGE = 'Talep şu anda onaylanamıyor. Lütfen yeniden deneyin.';
export const LISTING_SAVE_REFUSED_MESSAGE = 'İlan kaydedilemedi. Lütfen yeniden deneyin.';

const REGISTER: OperationId[] = ['registerStudent', 'registerTeacher'];
const CATEGORIES: OperationId[] = ['getRootCategories', 'getSubcategories'];
const TEACHERS: OperationId[] = ['getAllTeachers', 'filterTeachers'];
const HOME_LOADS: OperationId[] = [
  'getDashboardCounts',
  'getAnnouncementsPage',
  'getAnnouncementsByCategory',
  'getRootCategories',
  'getSubcategories',
  'getAllTeachers',
];

const fail500 = (...ops: OperationId[]): ScenarioFailure[] => [{ kind: 'http-500', ops }];

const definitions = [
  {
    name: 'default',
    group: 'general',
    description: 'The seeded mock backend as it is: believable data, every call answers.',
    rows: [],
  },
  {
    name: 'empty',
    group: 'general',
    description:
      'An empty market: no teachers and no listings (directory, home carousels, category pages, counters and the Courses badge answer empty; accounts, chats and notifications stay).',
    rows: ['homeLoad'],
    empty: true,
  },
  {
    name: 'slow',
    group: 'general',
    description: `Every API call answers after ${SLOW_DELAY_MS} ms: loading states, skeletons, the progress bar.`,
    rows: [],
    delayMs: SLOW_DELAY_MS,
  },
  {
    name: 'offline',
    group: 'general',
    description: 'Every API call fails without a response (network error). Narrow with ?mock-fail=.',
    rows: ['homeLoad', 'registrationException', 'teacherFetch'],
    failures: [{ kind: 'network', ops: 'all' }],
  },
  {
    name: 'malformed',
    group: 'general',
    description:
      'Every API call answers 200 with a body that is not JSON (breaks the contract). Narrow with ?mock-fail=.',
    rows: ['parseErrors', 'teacherFetch'],
    failures: [{ kind: 'malformed', ops: 'all' }],
  },
  {
    name: 'data-null',
    group: 'general',
    description:
      'Every API call answers 200 with success:true and data: null (breaks the contract). Narrow with ?mock-fail=.',
    rows: [],
    failures: [{ kind: 'data-null', ops: 'all' }],
  },
  {
    name: 'html-200',
    group: 'general',
    description: 'Every API call answers 200 with an HTML maintenance page. Narrow with ?mock-fail=.',
    rows: [],
    failures: [{ kind: 'html-200', ops: 'all' }],
  },
  {
    name: 'errors',
    group: 'errors',
    description:
      'Every API call answers HTTP 500 (Spring default error body, no message). Narrow with ?mock-fail=getAllTeachers,…',
    rows: [
      'homeLoad',
      'registrationException',
      'registerCategories',
      'examTypes',
      'subcategories',
      'availability',
      'resend',
      'upload',
      'location',
      'chatHistory',
      'directoryCategories',
      'aboutCounts',
    ],
    failures: [{ kind: 'http-500', ops: 'all' }],
  },
  {
    name: 'errors-envelope',
    group: 'errors',
    description: `Every API call answers 200 with success:false and "${ENVELOPE_MESSAGE}". Narrow with ?mock-fail=.`,
    rows: ['homeLoad', 'registrationFailure', 'verification', 'teacherFetch'],
    failures: [{ kind: 'envelope', ops: 'all', message: ENVELOPE_MESSAGE }],
  },
  {
    name: 'home-fails',
    group: 'feature',
    description:
      'The home page loads fail with 500: counts, announcements, categories, subcategories, teachers.',
    rows: ['homeLoad'],
    failures: fail500(...HOME_LOADS),
  },
  {
    name: 'teachers-fail',
    group: 'feature',
    description:
      'Teacher list and filter answer 200 with success:false and no message (the app falls back to "Veri alınamadı").',
    rows: ['teacherFetch'],
    failures: [{ kind: 'envelope', ops: TEACHERS, message: null }],
  },
  {
    name: 'categories-fail',
    group: 'feature',
    description: 'Root categories and subcategories fail with 500 (register, directory and home filters).',
    rows: ['registerCategories', 'directoryCategories', 'subcategories', 'homeLoad'],
    failures: fail500(...CATEGORIES),
  },
  {
    name: 'subcategories-fail',
    group: 'feature',
    description: 'Root categories load; subcategories fail with 500.',
    rows: ['subcategories'],
    failures: fail500('getSubcategories'),
  },
  {
    name: 'exam-types-fail',
    group: 'feature',
    description: 'Exam types (student registration tab) fail with 500.',
    rows: ['examTypes'],
    failures: fail500('getRootExamTypes'),
  },
  {
    name: 'counts-fail',
    group: 'feature',
    description: 'Dashboard counts (home and about counters) fail with 500.',
    rows: ['aboutCounts', 'homeLoad'],
    failures: fail500('getDashboardCounts'),
  },
  {
    name: 'registration-fails',
    group: 'feature',
    description: `Registration answers 400 with success:false and "${REGISTRATION_REJECTED_MESSAGE}".`,
    rows: ['registrationFailure'],
    failures: [{ kind: 'envelope', ops: REGISTER, status: 400, message: REGISTRATION_REJECTED_MESSAGE }],
  },
  {
    name: 'registration-error',
    group: 'feature',
    description: 'Registration answers HTTP 500 without a message (the exception text shows).',
    rows: ['registrationException'],
    failures: fail500(...REGISTER),
  },
  {
    name: 'availability-fails',
    group: 'feature',
    description: 'Username, e-mail and phone availability checks fail with 500 (treated as taken).',
    rows: ['availability'],
    failures: fail500('checkUsername', 'checkEmail', 'checkPhone'),
  },
  {
    name: 'verification-fails',
    group: 'feature',
    description: `E-mail verification answers 400 with "${VERIFICATION_REJECTED_MESSAGE}", whatever the code.`,
    rows: ['verification'],
    failures: [
      { kind: 'envelope', ops: ['verifyEmailCode'], status: 400, message: VERIFICATION_REJECTED_MESSAGE },
    ],
  },
  {
    name: 'resend-fails',
    group: 'feature',
    description: 'Resending the verification code fails with 500.',
    rows: ['resend'],
    failures: fail500('sendEmailCode'),
  },
  {
    name: 'upload-fails',
    group: 'feature',
    description: 'Profile image upload fails with 500.',
    rows: ['upload'],
    failures: fail500('uploadProfileImage'),
  },
  {
    name: 'location-fails',
    group: 'feature',
    description: 'Saving the teacher location fails with 500 (provinces still load).',
    rows: ['location'],
    failures: fail500('updateTeacherLocation'),
  },
  {
    name: 'chat-history-fails',
    group: 'feature',
    description: 'Chat history fails with 500 (rooms still list).',
    rows: ['chatHistory'],
    failures: fail500('getChatHistory'),
  },
  {
    name: 'lesson-request-fails',
    group: 'feature',
    description: `Sending a lesson request answers 503 with success:false and "${LESSON_REQUEST_REFUSED_MESSAGE}".`,
    rows: [],
    failures: [
      {
        kind: 'envelope',
        ops: ['createLessonRequest'],
        status: 503,
        message: LESSON_REQUEST_REFUSED_MESSAGE,
      },
    ],
  },
  {
    name: 'approve-fails',
    group: 'feature',
    description: `Approving a lesson request answers 503 with success:false and "${APPROVE_REFUSED_MESSAGE}" (rejecting still works).`,
    rows: [],
    failures: [
      { kind: 'envelope', ops: ['approveLessonRequest'], status: 503, message: APPROVE_REFUSED_MESSAGE },
    ],
  },
  {
    name: 'listing-save-fails',
    group: 'feature',
    description: `Publishing or editing a listing answers 503 with success:false and "${LISTING_SAVE_REFUSED_MESSAGE}".`,
    rows: [],
    failures: [
      {
        kind: 'envelope',
        ops: ['createAnnouncement', 'updateAnnouncement'],
        status: 503,
        message: LISTING_SAVE_REFUSED_MESSAGE,
      },
    ],
  },
  {
    name: 'expired-session',
    group: 'session',
    description:
      'Every call with a bearer token answers 401 and the refresh fails: storage is emptied and the app goes to /login.',
    rows: ['sessionRenewal'],
    failures: [
      { kind: 'unauthorized', ops: 'authenticated' },
      { kind: 'unauthorized', ops: ['refreshToken'] },
    ],
  },
  {
    name: 'no-token',
    group: 'session',
    description:
      'Signed-in user without an access token (choosing it drops the stored token; a stored user is kept, or the demo student is stored) and the refresh fails.',
    rows: ['noToken'],
    session: 'no-token',
    failures: [{ kind: 'unauthorized', ops: ['refreshToken'] }],
  },
  {
    name: 'signed-in-student',
    group: 'session',
    description: 'Choosing it signs in the demo student (elifdemir). Open /teacher-dashboard: back to /.',
    rows: ['unauthorisedRole'],
    session: 'student',
  },
  {
    name: 'signed-in-teacher',
    group: 'session',
    description: 'Choosing it signs in the demo teacher (zeynepcelik). Open /student-dashboard: back to /.',
    rows: ['unauthorisedRole'],
    session: 'teacher',
  },
  {
    name: 'socket-down',
    group: 'realtime',
    description: 'The mock STOMP broker refuses connections; the client retries every 5 s. HTTP works.',
    rows: ['parseErrors'],
    socket: 'down',
  },
  {
    name: 'socket-garbage',
    group: 'realtime',
    description:
      'The mock broker sends a non-JSON and a contract-breaking message on every subscription, then a STOMP ERROR frame.',
    rows: ['parseErrors'],
    socket: 'garbage',
  },
  {
    name: 'chunk-fails',
    group: 'page-parts',
    description:
      'Screen parts (route chunks and their CSS) answer 500: the load error (or style load error) view.',
    rows: ['pagePart'],
    chunks: 'fail',
  },
  {
    name: 'chunk-stalls',
    group: 'page-parts',
    description: 'Screen parts never arrive: the load error view after 120 s.',
    rows: ['pagePart'],
    chunks: 'stall',
  },
] as const satisfies readonly Scenario[];

export type ScenarioName = (typeof definitions)[number]['name'];

export const SCENARIOS: readonly Scenario[] = definitions;

export const SCENARIO_NAMES = definitions.map<ScenarioName>((scenario) => scenario.name);

const byName = new Map<string, Scenario>(SCENARIOS.map((scenario) => [scenario.name, scenario]));

export function isScenarioName(name: string): name is ScenarioName {
  return byName.has(name);
}

export function findScenario(name: string): Scenario | undefined {
  return byName.get(name);
}

export const DEFAULT_SCENARIO: Scenario = definitions[0];
