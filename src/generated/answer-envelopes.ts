/**
 * Generated from orval's zod response schemas by scripts/generate-answer-envelopes.ts. Do not edit: run
 * `npm run generate`.
 */

/** How an envelope field may be: `present` means neither null nor missing unless the flags allow it. */
export interface EnvelopeField {
  kind: 'boolean' | 'present' | 'any';
  optional: boolean;
  nullable: boolean;
}

/**
 * Each operation's 2xx answer: the fields of its envelope object, or null when the answer is not an object
 * (then it only has to be there). An operation without a response schema is not listed.
 */
export const ANSWER_ENVELOPES: Partial<Record<string, Record<string, EnvelopeField> | null>> = {
  registerStudent: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  registerTeacher: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  login: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  refreshToken: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  logout: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  forgotPassword: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  resetPassword: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  verifyEmailCode: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  sendEmailCode: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  checkUsername: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'boolean', optional: false, nullable: false },
  },
  checkEmail: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'boolean', optional: false, nullable: false },
  },
  checkPhone: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'boolean', optional: false, nullable: false },
  },
  getCurrentUser: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getProfileById: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getProfileByUsername: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  updateProfile: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  changePassword: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  deleteAccount: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  uploadProfileImage: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: true, nullable: true },
    profileImageUrl: { kind: 'present', optional: true, nullable: true },
  },
  getAllTeachers: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  filterTeachers: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  updateTeacherLocation: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  getTeacherAvailability: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  updateTeacherAvailability: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getMyVerification: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  uploadVerificationDocument: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getAnnouncementsPage: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getAnnouncementsByCategory: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getAnnouncement: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getAnnouncementsByTeacher: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  createAnnouncement: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  updateAnnouncement: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  deleteAnnouncement: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  getRootCategories: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getSubcategories: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getRootExamTypes: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getAnnouncementCount: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getDashboardCounts: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getChats: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getChatHistory: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  markChatRead: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  getGroupChatCandidates: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  createGroupChat: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getGroupChat: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  renameGroupChat: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  addGroupChatMembers: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  removeGroupChatMember: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  leaveGroupChat: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  getNotifications: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  markNotificationRead: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  createLessonRequest: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getMyLessonRequests: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getLessonRequest: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  approveLessonRequest: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  rejectLessonRequest: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  cancelLessonRequest: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  setFirstLesson: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  markLessonHeld: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  markLessonNotHeld: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getTeacherReviews: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  createReview: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  updateReviewReply: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  replyToReview: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getTeacherStats: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getSavedTeachers: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  saveTeacher: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  unsaveTeacher: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  createReport: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getBlockedUsers: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'present', optional: false, nullable: false },
  },
  blockUser: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  unblockUser: {
    success: { kind: 'boolean', optional: false, nullable: false },
    message: { kind: 'present', optional: true, nullable: true },
    data: { kind: 'any', optional: true, nullable: true },
  },
  getProvinces: {
    status: { kind: 'present', optional: false, nullable: false },
    data: { kind: 'present', optional: false, nullable: false },
  },
  getProvince: {
    status: { kind: 'present', optional: false, nullable: false },
    data: { kind: 'present', optional: false, nullable: false },
  },
};
