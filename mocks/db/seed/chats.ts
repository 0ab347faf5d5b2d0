import { CATEGORIES, rootOf } from '../../data/subjects';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TEACHER_2 } from '../demo';
import type {
  ChatMemberRecord,
  ChatMessageRecord,
  ChatRoomRecord,
  LessonRequestRecord,
  UserRecord,
} from '../schema';
import { daysAgo, minutesAfter, type SeedContext } from './context';
import { GROUP_DIALOGUES, PRIVATE_DIALOGUES } from './dialogues';
import { fill } from './phrases';

export interface SeedChats {
  chatRooms: ChatRoomRecord[];
  chatMembers: ChatMemberRecord[];
  chatMessages: ChatMessageRecord[];
}

interface RoomPlan {
  room: ChatRoomRecord;
  teacher: UserRecord;
  students: UserRecord[];
  /** Members who have not read the last `n` messages written by others. */
  unread: Map<number, number>;
}

/**
 * Private rooms between the people who have lesson requests with each other (the demo accounts have several,
 * some with unread messages), a few other pairs, and three group rooms run by teachers.
 */
export function seedChats(ctx: SeedContext, users: UserRecord[], requests: LessonRequestRecord[]): SeedChats {
  const { f } = ctx;
  const user = (id: number) => users.find((u) => u.id === id)!;
  const plans: RoomPlan[] = [];
  const pairs = new Set<string>();

  const addPrivate = (teacherId: number, studentId: number, unread: Array<[number, number]> = []) => {
    const key = `${teacherId}:${studentId}`;
    if (pairs.has(key)) return;
    pairs.add(key);
    const room: ChatRoomRecord = {
      id: plans.length + 1,
      type: 'PRIVATE',
      name: null,
      teacherId,
      createdAt: '',
    };
    plans.push({ room, teacher: user(teacherId), students: [user(studentId)], unread: new Map(unread) });
  };
  const addGroup = (teacherId: number, studentIds: number[], unread: Array<[number, number]> = []) => {
    const teacher = user(teacherId);
    const name = `${CATEGORIES.find((c) => c.id === teacher.subjectIds[0])?.name ?? 'Ders'} Çalışma Grubu`;
    const room: ChatRoomRecord = { id: plans.length + 1, type: 'GROUP', name, teacherId, createdAt: '' };
    plans.push({ room, teacher, students: studentIds.map(user), unread: new Map(unread) });
  };

  // The demo pair first (room 1), then the demo accounts' other rooms, with some unread messages for them.
  addPrivate(DEMO_TEACHER.id, DEMO_STUDENT.id, [[DEMO_TEACHER.id, 1]]);
  const related = requests.filter((r) => r.studentId === DEMO_STUDENT.id || r.teacherId === DEMO_TEACHER.id);
  related.forEach((r, i) =>
    addPrivate(
      r.teacherId,
      r.studentId,
      i % 3 === 0
        ? [
            [DEMO_STUDENT.id, 2],
            [DEMO_TEACHER.id, 1],
          ]
        : [],
    ),
  );
  addPrivate(DEMO_TEACHER_2.id, DEMO_STUDENT_2.id, [[DEMO_TEACHER_2.id, 1]]);
  const teachers = users.filter((u) => u.role === 'ROLE_TEACHER');
  const students = users.filter((u) => u.role === 'ROLE_STUDENT');
  for (let i = 0; i < 12; i++) {
    addPrivate(f.helpers.arrayElement(teachers).id, f.helpers.arrayElement(students).id, [
      [0, f.number.int(2)],
    ]);
  }
  const extras = () => f.helpers.arrayElements(students.slice(2), 4).map((s) => s.id);
  addGroup(DEMO_TEACHER.id, [DEMO_STUDENT.id, DEMO_STUDENT_2.id, ...extras()], [[DEMO_STUDENT.id, 3]]);
  addGroup(DEMO_TEACHER_2.id, [DEMO_STUDENT.id, ...extras()]);
  const musician = teachers.find((t) => rootOf(t.subjectIds[0]!)?.id === 13) ?? teachers[2]!;
  addGroup(musician.id, extras());

  const messages: Array<Omit<ChatMessageRecord, 'id'>> = [];
  for (const { room, teacher, students: members } of plans) {
    const root = rootOf(teacher.subjectIds[0]!)!;
    const values = {
      sub: CATEGORIES.find((c) => c.id === teacher.subjectIds[0])?.name ?? root.name,
      topic: f.helpers.arrayElement(root.topics),
      name: teacher.name,
      student: members[0]!.name,
    };
    const script = f.helpers.arrayElement(room.type === 'GROUP' ? GROUP_DIALOGUES : PRIVATE_DIALOGUES);
    let at = daysAgo(ctx, 25, 1);
    room.createdAt = at;
    let turn = 0;
    for (const [speaker, text] of script) {
      at = minutesAfter(at, f.number.int({ min: 1, max: 240 }));
      const senderId = speaker === 'T' ? teacher.id : members[turn++ % members.length]!.id;
      messages.push({ chatRoomId: room.id, senderId, content: fill(text, values), timestamp: at });
    }
  }
  messages.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const chatMessages = messages.map((message, index) => ({ ...message, id: index + 1 }));

  const chatMembers: ChatMemberRecord[] = [];
  for (const { room, teacher, students: members, unread } of plans) {
    const history = chatMessages.filter((m) => m.chatRoomId === room.id);
    for (const member of [teacher, ...members]) {
      const count = unread.get(member.id) ?? unread.get(0) ?? 0;
      const fromOthers = history.filter((m) => m.senderId !== member.id);
      const firstUnread = fromOthers[fromOthers.length - count];
      const lastReadMessageId = count > 0 && firstUnread ? firstUnread.id - 1 : (history.at(-1)?.id ?? 0);
      chatMembers.push({
        id: chatMembers.length + 1,
        chatRoomId: room.id,
        userId: member.id,
        lastReadMessageId,
      });
    }
  }
  return { chatRooms: plans.map((p) => p.room), chatMembers, chatMessages };
}
