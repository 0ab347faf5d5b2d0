import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { toaster } from '../../src/components/feedback/toaster';
import { getGetAnnouncementsPageQueryOptions } from '../../src/generated/api/announcements/announcements';
import { getGetRootCategoriesQueryKey } from '../../src/generated/api/categories/categories';
import { renderApp, signIn, testUsers } from '../render';
import { failOperation, onOperation } from '../support/operations';

import { findOpenDialog } from '../support/dialogs';

afterEach(() => toaster.remove());

const SAVE_FAILED = 'İlan kaydedilemedi. Lütfen yeniden deneyin.';
const TEACHER_ID = testUsers.teacher.id;

const myListingsSection = () => screen.getByRole('region', { name: 'İlanlarım' });
const dialog = () => screen.getByRole('dialog');
/** One listing of 'İlanlarım', found by the link its title is. */
const rowOf = (title: string) => {
  const found = within(myListingsSection())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name: title }) !== null);
  if (!found) throw new Error(`No listing titled ${title}`);
  return found;
};
const textbox = (name: RegExp) => within(dialog()).getByRole('textbox', { name });
const select = (name: RegExp) => within(dialog()).getByRole('combobox', { name });

/** The teacher's own listings in the seeded db, newest first, as the dashboard lists them. */
async function ownListings() {
  const db = await getDb();
  return db.announcements
    .findMany((q) => q.where({ teacherId: TEACHER_ID }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** A root category that has subcategories, and its first subcategory, from the seeded tree. */
async function categoryWithSub() {
  const db = await getDb();
  const roots = db.categories.findMany((q) => q.where({ parentId: null }));
  for (const root of roots) {
    const sub = db.categories.findFirst((q) => q.where({ parentId: root.id }));
    if (sub) return { root, sub };
  }
  throw new Error('The seed has no subcategory');
}

async function openDashboard() {
  const user = userEvent.setup();
  signIn('teacher');
  const app = renderApp({ realtime: false, route: '/teacher-dashboard' });
  await screen.findByRole('heading', { level: 1, name: 'Eğitmen Paneli' });
  // The list is there once GET /v1/announcements/teacher/{id} has answered.
  await within(myListingsSection()).findAllByRole('button', { name: /ilanını düzenle$/ });
  return { user, ...app };
}

async function openCreateDialog() {
  const app = await openDashboard();
  await app.user.click(within(myListingsSection()).getByRole('button', { name: 'Yeni ilan' }));
  await findOpenDialog('dialog', 'Yeni ilan');
  // The root categories are the form's first answer.
  await waitFor(() => expect(within(select(/^Kategori/)).getAllByRole('option').length).toBeGreaterThan(1));
  return app;
}

async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

const publish = () => within(dialog()).getByRole('button', { name: 'İlanı yayınla' });

/** Fills a valid listing: a subcategory, in person in Kadıköy, İstanbul. */
async function fillValidListing(user: ReturnType<typeof userEvent.setup>, title: string) {
  const { root, sub } = await categoryWithSub();
  await replaceText(user, textbox(/^İlan başlığı/), title);
  await replaceText(
    user,
    textbox(/^Açıklama/),
    'Yeni nesil sorularla haftada iki ders, deneme analizleriyle.',
  );
  await user.selectOptions(select(/^Kategori/), root.name);
  await waitFor(() =>
    expect(within(select(/^Alt kategori/)).getByRole('option', { name: sub.name })).toBeEnabled(),
  );
  await user.selectOptions(select(/^Alt kategori/), sub.name);
  await replaceText(user, textbox(/^Saatlik ücret/), '450');
  await user.selectOptions(select(/^Ders şekli/), 'Yüz yüze');
  await waitFor(() =>
    expect(within(select(/^İl\W*$/)).getByRole('option', { name: 'İstanbul' })).toBeInTheDocument(),
  );
  await user.selectOptions(select(/^İl\W*$/), 'İstanbul');
  await waitFor(() =>
    expect(within(select(/^İlçe/)).getByRole('option', { name: 'Kadıköy' })).toBeInTheDocument(),
  );
  await user.selectOptions(select(/^İlçe/), 'Kadıköy');
  return { root, sub };
}

describe('listing form on /teacher-dashboard', { timeout: 60_000 }, () => {
  it('says what every required field needs', async () => {
    const { user } = await openCreateDialog();
    await user.click(publish());
    for (const message of [
      'İlan başlığı zorunludur',
      'Açıklama zorunludur',
      'Kategori seçilmelidir',
      'Saatlik ücret zorunludur',
      'Ders şekli seçilmelidir',
    ])
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    // The first field in error has the focus, and names its message.
    expect(textbox(/^İlan başlığı/)).toHaveFocus();
    expect(textbox(/^İlan başlığı/)).toHaveAccessibleDescription('İlan başlığı zorunludur');
  });

  it('gives the contract limits of title, description and fee in Turkish', async () => {
    const { user } = await openCreateDialog();
    await replaceText(user, textbox(/^İlan başlığı/), 'Kısa');
    await replaceText(user, textbox(/^Açıklama/), 'Çok kısa bir metin.');
    await replaceText(user, textbox(/^Saatlik ücret/), '-5');
    await user.click(publish());
    expect(await within(dialog()).findByText('İlan başlığı en az 5 karakter olmalı')).toBeInTheDocument();
    expect(within(dialog()).getByText('Açıklama en az 20 karakter olmalı')).toBeInTheDocument();
    expect(within(dialog()).getByText('Saatlik ücret 0 ya da daha fazla olmalı')).toBeInTheDocument();

    await replaceText(user, textbox(/^İlan başlığı/), 'B'.repeat(101));
    await replaceText(user, textbox(/^Açıklama/), 'a'.repeat(2001));
    await replaceText(user, textbox(/^Saatlik ücret/), 'dört yüz');
    await user.click(publish());
    expect(
      await within(dialog()).findByText('İlan başlığı en fazla 100 karakter olmalı'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Açıklama en fazla 2000 karakter olmalı')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('Saatlik ücret bir sayı olmalı (örneğin 450 ya da 450,50)'),
    ).toBeInTheDocument();
    // Invisible characters do not count towards a title.
    await replaceText(user, textbox(/^İlan başlığı/), '\u200b\u200b\u200bAB\u200b');
    await user.click(publish());
    expect(await within(dialog()).findByText('İlan başlığı en az 5 karakter olmalı')).toBeInTheDocument();
  });

  it('asks for a subcategory of a root that has some, and a place for lessons in person', async () => {
    const { user } = await openCreateDialog();
    const { root } = await categoryWithSub();
    await user.selectOptions(select(/^Kategori/), root.name);
    await waitFor(() => expect(select(/^Alt kategori/)).toBeEnabled());
    await user.selectOptions(select(/^Ders şekli/), 'Online ve yüz yüze');
    await user.click(publish());
    expect(await within(dialog()).findByText('Alt kategori seçilmelidir')).toBeInTheDocument();
    expect(within(dialog()).getByText('Yüz yüze ders için il seçilmelidir')).toBeInTheDocument();
    expect(within(dialog()).getByText('Yüz yüze ders için ilçe seçilmelidir')).toBeInTheDocument();
    // Online only: no place is asked for.
    await user.selectOptions(select(/^Ders şekli/), 'Online');
    expect(within(dialog()).queryByRole('combobox', { name: /^İl\W*$/ })).not.toBeInTheDocument();
  });

  it('publishes a listing once: the toast, the list and the db have it', async () => {
    let creates = 0;
    server.use(
      onOperation('createAnnouncement', () => {
        creates += 1;
      }),
    );
    const { user, queryClient } = await openCreateDialog();
    // /courses as a visitor left it earlier in this tab: cached, no longer on screen.
    const coursesPage = getGetAnnouncementsPageQueryOptions({ page: 0, size: 12 });
    await queryClient.prefetchQuery(coursesPage);
    const title = 'LGS Fen Bilimleri Hızlandırılmış Kamp';
    const { sub } = await fillValidListing(user, title);
    // A double click is one submit, one request.
    await user.dblClick(publish());

    expect(await screen.findByText('İlanınız yayınlandı.')).toBeInTheDocument();
    // jsdom runs no exit animation, so the closed dialog may linger in the DOM, hidden.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed'),
    );
    await within(myListingsSection()).findByRole('link', { name: title });
    const row = rowOf(title);
    expect(row).toHaveTextContent(sub.name);
    expect(row).toHaveTextContent('₺450 / saat');
    expect(row).toHaveTextContent('Yüz yüze');
    expect(row).toHaveTextContent('İstanbul / Kadıköy');
    const [newest] = await ownListings();
    expect(newest).toMatchObject({
      title,
      categoryId: sub.id,
      price: 450,
      lessonMode: 'IN_PERSON',
      city: 'İstanbul',
      district: 'Kadıköy',
    });
    expect(creates).toBe(1);
    // The listing pages read again when next shown; reference data stays as it is.
    expect(queryClient.getQueryState(coursesPage.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(getGetRootCategoriesQueryKey())?.isInvalidated).toBe(false);
  });

  it('keeps everything typed and shows the server’s words when the save fails', async () => {
    server.use(failOperation('createAnnouncement', { envelope: SAVE_FAILED, status: 400 }));
    const { user } = await openCreateDialog();
    const before = (await ownListings()).length;
    const title = 'KPSS Tarih Soru Çözüm Dersi';
    await fillValidListing(user, title);
    await user.click(publish());

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(textbox(/^İlan başlığı/)).toHaveValue(title);
    expect(textbox(/^Saatlik ücret/)).toHaveValue('450');
    expect(select(/^İlçe/)).toHaveValue('Kadıköy');
    expect(publish()).toBeEnabled();
    expect(await ownListings()).toHaveLength(before);
  });

  it('edits a listing from its saved values: the new fee shows in the list and the db', async () => {
    const [listing] = await ownListings();
    if (!listing) throw new Error('The demo teacher has no listing');
    const { user } = await openDashboard();
    await user.click(
      within(myListingsSection()).getByRole('button', { name: `“${listing.title}” ilanını düzenle` }),
    );
    await findOpenDialog('dialog', 'İlanı düzenle');
    const price = await within(dialog()).findByRole('textbox', { name: /^Saatlik ücret/ });
    expect(textbox(/^İlan başlığı/)).toHaveValue(listing.title);
    expect(price).toHaveValue(String(listing.price).replace('.', ','));
    // Its category is placed in the tree: the root, then the subcategory.
    await waitFor(() => expect(select(/^Alt kategori/)).toHaveValue(String(listing.categoryId)));

    await replaceText(user, price, '1250,5');
    await user.click(within(dialog()).getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('İlanınız güncellendi.')).toBeInTheDocument();
    // jsdom runs no exit animation, so the closed dialog may linger in the DOM, hidden.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed'),
    );
    await waitFor(() => expect(rowOf(listing.title)).toHaveTextContent('₺1.250,50 / saat'));
    const db = await getDb();
    expect(db.announcements.findFirst((q) => q.where({ id: listing.id }))?.price).toBe(1250.5);
  });

  it('deletes a listing only after the confirmation', async () => {
    const [listing] = await ownListings();
    if (!listing) throw new Error('The demo teacher has no listing');
    const { user } = await openDashboard();
    const deleteButton = () =>
      within(myListingsSection()).getByRole('button', { name: `“${listing.title}” ilanını sil` });

    await user.click(deleteButton());
    let confirm = await findOpenDialog('alertdialog', 'İlanı sil');
    expect(confirm).toHaveTextContent(`“${listing.title}” ilanı kalıcı olarak kaldırılacak`);
    await user.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(confirm).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(deleteButton()).toHaveFocus());

    await user.click(deleteButton());
    confirm = await findOpenDialog('alertdialog', 'İlanı sil');
    await user.click(within(confirm).getByRole('button', { name: 'İlanı sil' }));
    expect(await screen.findByText('İlanınız kaldırıldı.')).toBeInTheDocument();
    // Its 'Sil' button is gone with it: the focus goes to 'Yeni ilan'.
    await waitFor(() =>
      expect(within(myListingsSection()).getByRole('button', { name: 'Yeni ilan' })).toHaveFocus(),
    );
    await waitFor(() =>
      expect(
        within(myListingsSection()).queryByRole('link', { name: listing.title }),
      ).not.toBeInTheDocument(),
    );
    const db = await getDb();
    expect(db.announcements.findFirst((q) => q.where({ id: listing.id }))).toBeUndefined();
  });
});
