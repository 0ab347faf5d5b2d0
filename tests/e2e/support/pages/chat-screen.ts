import { expect, type Locator, type Page } from '@playwright/test';
import { SLOW } from '../page-checks';

/** Narrower than this, the room list is a drawer opened by a button (the chat layout's breakpoint). */
export const CHAT_DRAWER_BELOW = 768;

/** /chat as a person sees it: the room list (a drawer on a phone), a conversation's messages and the composer. */
export class ChatScreen {
  readonly roomList: Locator;
  readonly roomDrawer: Locator;
  readonly openRoomsButton: Locator;
  /** The dimmed layer behind the open drawer (Chakra's backdrop; it has no role or name). */
  readonly drawerBackdrop: Locator;
  /** What the screen says before a room is chosen. */
  readonly noRoomHint: Locator;
  readonly input: Locator;
  readonly sendButton: Locator;
  /** The banner shown while the socket is down. */
  readonly disconnectedBanner: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.roomList = page.getByRole('list', { name: 'Mesajlaşmalar' });
    this.roomDrawer = page.getByRole('dialog', { name: 'Mesajlaşmalar' });
    this.openRoomsButton = page.getByRole('button', { name: 'Sohbetleri aç' });
    this.drawerBackdrop = page.locator('[data-part="backdrop"]');
    this.noRoomHint = page.getByText('Sohbet başlatmak için soldan bir kişi seçin');
    this.input = page.getByRole('textbox', { name: 'Mesaj' });
    this.sendButton = page.getByRole('button', { name: 'Gönder', exact: true });
    this.disconnectedBanner = page.getByText('Bağlantı koptu, yeniden bağlanılıyor…');
  }

  /** The conversation with `name`: its messages, oldest first. */
  messages(name: string): Locator {
    return this.page.getByRole('list', { name: `${name} ile mesajlar` });
  }

  /** The open conversation's title. */
  roomHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }

  /** The room with `name` in a list of rooms (the side list by default, or the drawer). */
  room(name: string, list: Locator = this.roomList): Locator {
    return list.getByRole('button', { name: new RegExp(name) });
  }

  /** Opens /chat and waits until it asks for a room (its chunk loads lazily). */
  async open(): Promise<void> {
    await this.page.goto('/chat');
    await expect(this.noRoomHint).toBeVisible(SLOW);
  }

  /** Opens /chat and the room with `name` from the list (a wide screen), and waits for its messages. */
  async openRoomWith(name: string): Promise<void> {
    await this.page.goto('/chat');
    await this.room(name).click();
    await this.waitForRoom(name);
  }

  /** Chooses the room with `name` from the side list, or from the drawer on a screen this narrow. */
  async chooseRoom(name: string, width: number): Promise<void> {
    if (width >= CHAT_DRAWER_BELOW) return this.room(name).click();
    await this.openRoomsButton.click();
    await this.room(name, this.roomDrawer).click();
  }

  /** Waits until the room with `name` is open and its first message has arrived. */
  async waitForRoom(name: string): Promise<void> {
    await expect(this.roomHeading(name)).toBeVisible(SLOW);
    await expect(this.messages(name).getByRole('listitem').first()).toBeVisible(SLOW);
  }

  /** Types a message and sends it with Enter; the input empties at once. */
  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
    await expect(this.input).toHaveValue('');
  }
}
