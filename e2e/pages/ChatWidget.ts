import type { Locator, Page } from 'playwright-core';

/**
 * The floating chat with collectors or consumers (frontend/src/shared/chat). Collectors open it with the 'Messages'
 * launcher; consumers from 'Message collector' or the 'Messages' indicator that shows once they have a conversation.
 */
export class ChatWidget {
  readonly launcher: Locator;
  readonly panel: Locator;
  readonly conversations: Locator;
  readonly thread: Locator;
  readonly messages: Locator;
  readonly input: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.launcher = page.getByTestId('chat-widget').getByRole('button', { name: /^Messages/ });
    this.panel = page.getByRole('dialog', { name: 'Messages' });
    this.conversations = this.panel.getByTestId('chat-conversation');
    this.thread = this.panel.getByRole('log');
    this.messages = this.thread.getByTestId('chat-message');
    this.input = this.panel.getByRole('textbox', { name: 'Message' });
    this.send = this.panel.getByRole('button', { name: 'Send' });
  }

  /** The launcher's accessible name carries the unread total ('Messages, 2 unread'). */
  async waitForUnread(count: number): Promise<void> {
    await this.page
      .getByTestId('chat-widget')
      .getByRole('button', { name: `Messages, ${count} unread` })
      .waitFor();
  }

  async open(): Promise<void> {
    await this.launcher.click();
    await this.panel.waitFor();
  }

  async openConversationWith(name: string): Promise<void> {
    await this.conversations.filter({ hasText: name }).first().click();
    await this.thread.waitFor();
  }

  /** Types and presses Enter (the composer sends on Enter). */
  async write(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  message(text: string): Locator {
    return this.messages.filter({ hasText: text });
  }

  /** The violations listed under a blocked message. */
  async violationsOf(text: string): Promise<string[]> {
    const alert = this.message(text).getByRole('alert');
    await alert.waitFor();
    return alert.locator('li').allInnerTexts();
  }

  /** The sentences quoted as breaking a rule under a blocked message. */
  async brokenSentencesOf(text: string): Promise<string[]> {
    return this.message(text).getByTestId('chat-violation').allInnerTexts();
  }

  /** The compliant rewrite offered under a blocked message. */
  async suggestionOf(text: string): Promise<string> {
    const box = this.message(text).getByTestId('chat-suggestion');
    await box.waitFor();
    return (await box.locator('p').innerText()).trim();
  }

  /** Sends the rewrite offered under a blocked message (one click). */
  async sendSuggestionOf(text: string): Promise<void> {
    await this.message(text).getByTestId('chat-suggestion').getByRole('button', { name: 'Send suggestion' }).click();
  }

  /** A message of ours the server has delivered (not one that only quotes its text). */
  delivered(text: string): Locator {
    return this.messages.filter({ hasText: text }).and(this.thread.locator('[data-status="delivered"]'));
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.panel.waitFor({ state: 'detached' });
  }
}
