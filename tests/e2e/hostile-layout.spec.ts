import { expect, test, type Locator, type Page } from '@playwright/test';
import { DB_NAME } from '../../mocks/db/persistence';
import { expectNoSidewaysScroll, settle, SLOW, WIDTHS } from './support/page-checks';
import { signIn } from './support/session';

/*
 * Hostile data keeps the layout: 300-character words with no break opportunity in every person's name, a
 * teacher's biography, listing titles, chat rooms, messages and notifications never make a page (or a header
 * dropdown) scroll sideways, nor does a 10,000-character search; and an app chunk that cannot be loaded shows the
 * reload message instead of a white page.
 */

const WORD = 'Ş'.repeat(300);
/** A whole page of 300-character words on a shared, busy machine: give the first answers room. */
const LOADED = { timeout: 60_000 } as const;

/**
 * Rewrites the mock db the browser keeps in IndexedDB (seeded on the first answer), then reloads, so every
 * answer from then on carries the long words, as a real server would send them.
 */
async function serveHostileText(page: Page): Promise<void> {
  await page.goto('/teachers');
  await expect(page.getByRole('article').first()).toBeVisible(LOADED);
  await page.evaluate(
    async ({ name, word }) => {
      const done = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
        });
      const database = await done(indexedDB.open(name, 1));
      type Row = Record<string, unknown>;
      const snapshot = (await done(
        database.transaction('snapshots').objectStore('snapshots').get('current'),
      )) as {
        data: {
          users: Row[];
          announcements: Row[];
          reviews: Row[];
          chatRooms: Row[];
          chatMessages: Row[];
          notifications: Row[];
        };
      };
      // Everyone's name, so a private chat room's displayName (the other person) is a long word too.
      for (const user of snapshot.data.users) {
        Object.assign(user, { name: word, surname: word });
        if (user.role === 'ROLE_TEACHER') user.biography = word;
      }
      for (const room of snapshot.data.chatRooms) if (room.name !== null) room.name = word;
      for (const message of snapshot.data.chatMessages) message.content = word;
      for (const notice of snapshot.data.notifications) Object.assign(notice, { title: word, content: word });
      for (const listing of snapshot.data.announcements)
        Object.assign(listing, { title: word, description: word });
      for (const review of snapshot.data.reviews) Object.assign(review, { studentName: word, comment: word });
      const store = database.transaction('snapshots', 'readwrite').objectStore('snapshots');
      await done(store.put(snapshot, 'current'));
      database.close();
    },
    { name: DB_NAME, word: WORD },
  );
  await page.reload();
}

/** Where the long words show: the directory, the listings, a listing, a teacher's profile and home. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/teachers',
    ready: (page) => expect(page.getByRole('article').first()).toContainText(WORD, LOADED),
  },
  {
    path: '/courses',
    ready: (page) => expect(page.getByRole('article').first()).toContainText(WORD, LOADED),
  },
  {
    path: '/profile/username/zeynepcelik',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(WORD, LOADED);
      await expect(page.getByRole('region', { name: /İlan/ }).getByRole('article').first()).toBeVisible(SLOW);
    },
  },
  { path: '/', ready: (page) => expect(page.getByRole('article').first()).toContainText(WORD, LOADED) },
];

/** The page holds still and does not scroll sideways at either width, switched in place. */
async function expectWithinEveryWidth(page: Page): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settle(page);
    await expectNoSidewaysScroll(page);
  }
}

test('300-character words keep every page within 360 and 1280 px', async ({ page }) => {
  // Seven pages full of long words, one after another, on a shared machine; each is loaded once and looked at
  // at both widths in place (the layout follows the width as it changes).
  test.setTimeout(300_000);
  // Loaded on a phone, the narrowest case, then widened in place.
  await page.setViewportSize(WIDTHS[0]);
  await serveHostileText(page);
  for (const { path, ready } of PAGES) {
    await page.goto(path);
    await ready(page);
    await expectWithinEveryWidth(page);
  }

  // A listing's own page, reached from the listings.
  await page.goto('/courses');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(WORD, LOADED);
  await expectWithinEveryWidth(page);

  // The header's user summary and the own profile of a teacher with a long name.
  await signIn(page, 'zeynepcelik');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(WORD, LOADED);
  await expectWithinEveryWidth(page);
});

/**
 * No sideways scroll on the page, nor inside the open dropdown: neither the panel itself nor any part of it that
 * scrolls (its list does, downwards) may be wider inside than out. Text cut short with an ellipsis is clipped,
 * not scrolled, so it passes.
 */
async function expectDropdownWithinWidth(page: Page, dropdown: Locator): Promise<void> {
  await expectNoSidewaysScroll(page);
  const widest = await dropdown.evaluate((content) => {
    const scrolls = (node: Element) => ['auto', 'scroll'].includes(getComputedStyle(node).overflowX);
    const parts = [content, ...[...content.querySelectorAll('*')].filter(scrolls)];
    return Math.max(...parts.map((node) => node.scrollWidth - node.clientWidth));
  });
  expect(widest).toBeLessThanOrEqual(0);
  const box = await dropdown.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('300-character words in chat rooms and notifications keep the header dropdowns within 360 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await serveHostileText(page);
  await signIn(page, 'zeynepcelik');
  // The landing screen takes focus once it is there; a dropdown opened before that would lose focus and close.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused(LOADED);
  const banner = page.getByRole('banner');
  const messages = page.getByRole('dialog', { name: 'Mesajlar' });
  const notifications = page.getByRole('dialog', { name: 'Bildirimler' });

  // Each dropdown is opened at each width, so it is placed for that width as a person there would see it.
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await banner.getByRole('button', { name: /^Mesajlar/ }).click();
    await expect(messages.getByRole('listitem').first()).toContainText(WORD, LOADED);
    await settle(page);
    await expectDropdownWithinWidth(page, messages);
    await page.keyboard.press('Escape');
    await expect(messages).toBeHidden();

    await banner.getByRole('button', { name: /^Bildirimler/ }).click();
    await expect(notifications.getByRole('listitem').first()).toContainText(WORD, LOADED);
    await settle(page);
    await expectDropdownWithinWidth(page, notifications);
    await page.keyboard.press('Escape');
    await expect(notifications).toBeHidden();
  }
});

test('a 10,000-character search does not widen the directory, and the box takes no more than its cap', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(`/teachers?q=${'a'.repeat(10_000)}`);
  await expect(page.getByRole('heading', { name: 'Eğitmen Bulunamadı' })).toBeVisible(SLOW);
  await settle(page);
  await expectNoSidewaysScroll(page);
  const box = page.getByRole('combobox', { name: 'Eğitmen ara' });
  const fromUrl = await box.inputValue();
  expect(fromUrl.length).toBeLessThanOrEqual(100);

  await box.fill('b'.repeat(10_000));
  await expect(page).toHaveURL(/q=b+/);
  expect((await box.inputValue()).length).toBeLessThanOrEqual(100);
  expect(new URL(page.url()).searchParams.get('q')?.length).toBeLessThanOrEqual(100);
  await expectNoSidewaysScroll(page);
});

test('an app chunk that cannot be loaded shows the reload message, not a white page', async ({
  context,
  page,
}) => {
  // The app's own chunk (src/app/app.tsx, imported by main.tsx once the mock worker runs) never arrives. The
  // context's route, not the page's: by then the mock service worker fetches every file for the page.
  await context.route(/\/assets\/app-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Uygulama yüklenemedi' })).toBeVisible(SLOW);
  const reload = page.getByRole('button', { name: 'Sayfayı yeniden yükle' });
  await expect(reload).toBeFocused();

  // Once the files are there again, the button brings the app back.
  await context.unrouteAll();
  await reload.click();
  await expect(page.getByRole('banner')).toBeVisible(SLOW);
});
