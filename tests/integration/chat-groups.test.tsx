import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chatRoomState } from '../../src/config/paths';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, getDb } from '../../mocks/db';
import { createGroupChat } from '../../mocks/db/services/chat-groups';
import { postMessage } from '../../mocks/db/services/chat';
import { approveDemoStudentsForAListing } from '../../mocks/db/services/group-test-support';
import { findUserById } from '../../mocks/db/services/users';
import { recordRequests } from '../support/record-requests';
import { findOpenDialog } from '../support/dialogs';
import { renderApp, signIn } from '../render';

/*
 * Group chats on /chat against the mock backend: the teacher opens one for the approved students of a
 * listing, members see its name and member count, each sender's name, and may leave.
 */

const ELIF = `${DEMO_STUDENT.name} ${DEMO_STUDENT.surname}`;
const AYSE = `${DEMO_STUDENT_2.name} ${DEMO_STUDENT_2.surname}`;

async function openChat(state?: { openChatRoomId: number }) {
  const user = userEvent.setup();
  const rendered = renderApp({ route: '/chat' });
  if (state) await act(() => rendered.router.navigate('/chat', { state }));
  return { user, ...rendered };
}

/** A group of the demo teacher with both demo students, made through the service. */
async function seededGroup(name = 'Perşembe Çalışma Grubu') {
  const db = await getDb();
  const announcementId = await approveDemoStudentsForAListing(db);
  const room = await createGroupChat(db, findUserById(db, DEMO_TEACHER.id)!, {
    announcementId,
    name,
    memberIds: [DEMO_STUDENT.id, DEMO_STUDENT_2.id],
  });
  return { db, room, announcementId };
}

describe('group chats on /chat', () => {
  it('lets the teacher open a group for approved students of a listing; a double click sends one call', async () => {
    const db = await getDb();
    const announcementId = await approveDemoStudentsForAListing(db);
    const listing = db.announcements.findFirst((q) => q.where({ id: announcementId }))!;
    signIn('teacher');
    const requests = recordRequests();
    const { user } = await openChat();
    await user.click(await screen.findByRole('button', { name: 'Grup oluştur' }));
    const dialog = await findOpenDialog('dialog', 'Grup sohbeti oluştur');

    // Nothing chosen: each rule says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Grubu oluştur' }));
    expect(await within(dialog).findByText('Grup adını yazın.')).toBeInTheDocument();

    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /İlan/ }), listing.title);
    await user.type(within(dialog).getByRole('textbox', { name: /Grup adı/ }), 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Grubu oluştur' }));
    expect(await within(dialog).findByText('Grup adı en az 2 karakter olmalıdır.')).toBeInTheDocument();
    expect(within(dialog).getByText('En az bir Öğrenci seçin.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Grup adı/ }), 'YT Hazırlık');
    await user.click(within(dialog).getByRole('checkbox', { name: ELIF }));
    await user.click(within(dialog).getByRole('checkbox', { name: AYSE }));
    await user.dblClick(within(dialog).getByRole('button', { name: 'Grubu oluştur' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'AYT Hazırlık' })).toBeInTheDocument();
    expect(screen.getByText('Grup Sohbeti · 3 üye')).toBeInTheDocument();
    expect(requests.filter((request) => request === 'POST /v1/chat/groups')).toHaveLength(1);
    const rooms = screen.getByRole('list', { name: 'Mesajlaşmalar' });
    expect(await within(rooms).findByRole('button', { name: /AYT Hazırlık/ })).toHaveTextContent('3 üye');
  });

  it('offers a student no group creation; a member sees the name, the count and each sender by name', async () => {
    const { room } = await seededGroup();
    const db = await getDb();
    await postMessage(db, { chatRoomId: room.id, senderId: DEMO_STUDENT_2.id, content: 'Herkese merhaba' });
    signIn('student');
    await openChat(chatRoomState(room.id));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Perşembe Çalışma Grubu' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Grup Sohbeti · 3 üye')).toBeInTheDocument();
    const log = await screen.findByRole('list', { name: 'Perşembe Çalışma Grubu ile mesajlar' });
    expect(within(log).getByText('Herkese merhaba')).toBeInTheDocument();
    // The other member's message carries their name (senderName), not their username.
    expect(within(log).getAllByText(AYSE).length).toBeGreaterThan(0);
    expect(within(log).queryByText(DEMO_STUDENT_2.username)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grup oluştur' })).not.toBeInTheDocument();
  });

  it('lets a member leave after a confirmation, with one call, and the group leaves the list', async () => {
    const { room } = await seededGroup();
    signIn('student');
    const requests = recordRequests();
    const { user } = await openChat(chatRoomState(room.id));
    await user.click(await screen.findByRole('button', { name: 'Üyeler: Perşembe Çalışma Grubu' }));
    const dialog = await findOpenDialog('dialog', 'Grup üyeleri');
    expect(await within(dialog).findByText('3 üye')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /gruptan çıkar/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gruptan ayrıl' }));
    const confirm = await findOpenDialog(
      'alertdialog',
      '“Perşembe Çalışma Grubu” grubundan ayrılmak istiyor musunuz?',
    );
    await user.dblClick(within(confirm).getByRole('button', { name: 'Ayrıl' }));
    expect(await screen.findByText('Sohbet başlatmak için soldan bir kişi seçin')).toBeInTheDocument();
    expect(requests.filter((request) => request === `POST /v1/chat/groups/${room.id}/leave`)).toHaveLength(1);
    const rooms = screen.getByRole('list', { name: 'Mesajlaşmalar' });
    await waitFor(() =>
      expect(within(rooms).queryByRole('button', { name: /Perşembe Çalışma Grubu/ })).not.toBeInTheDocument(),
    );
  });

  it('lets the creator rename the group and remove a member (one call per double click)', async () => {
    const { room } = await seededGroup();
    signIn('teacher');
    const requests = recordRequests();
    const { user } = await openChat(chatRoomState(room.id));
    await user.click(await screen.findByRole('button', { name: 'Üyeler: Perşembe Çalışma Grubu' }));
    const dialog = await findOpenDialog('dialog', 'Grup üyeleri');
    await user.dblClick(
      await within(dialog).findByRole('button', { name: `${AYSE} adlı üyeyi gruptan çıkar` }),
    );
    expect(await within(dialog).findByText('2 üye')).toBeInTheDocument();
    expect(
      requests.filter(
        (request) => request === `DELETE /v1/chat/groups/${room.id}/members/${DEMO_STUDENT_2.id}`,
      ),
    ).toHaveLength(1);

    const name = within(dialog).getByRole('textbox', { name: /Grup adı/ });
    await user.clear(name);
    await user.type(name, 'Cuma Grubu');
    await user.click(within(dialog).getByRole('button', { name: 'Adı kaydet' }));
    expect(await screen.findByText('Grubun adı değiştirildi.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cuma Grubu' })).toBeInTheDocument();
  });

  it("opens 'Grup oluştur' with the listing the teacher dashboard linked from", async () => {
    const db = await getDb();
    const announcementId = await approveDemoStudentsForAListing(db);
    const listing = db.announcements.findFirst((q) => q.where({ id: announcementId }))!;
    signIn('teacher');
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/teacher-dashboard' });
    const link = await screen.findByRole('link', {
      name: `“${listing.title}” ilanının Öğrencileriyle grup oluştur`,
    });
    expect(link).toHaveAttribute('href', `/chat?newGroup=${announcementId}`);
    await user.click(link);
    const dialog = await findOpenDialog('dialog', 'Grup sohbeti oluştur');
    const select = await within(dialog).findByRole('combobox', { name: /İlan/ });
    await waitFor(() => expect(select).toHaveValue(String(announcementId)));
    expect(within(dialog).getByRole('checkbox', { name: ELIF })).toBeInTheDocument();
    // Closing it takes the parameter off the address, so a reload does not open it again.
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
