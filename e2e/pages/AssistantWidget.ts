import type { Locator, Page } from 'playwright-core';

/** The floating Ask Solo panel on consumer pages. */
export class AssistantWidget {
  readonly launcher: Locator;
  readonly panel: Locator;
  readonly question: Locator;
  readonly send: Locator;
  readonly suggestions: Locator;
  readonly answers: Locator;

  constructor(readonly page: Page) {
    this.launcher = page.getByRole('button', { name: 'Ask Solo' });
    this.panel = page.getByRole('dialog', { name: 'Ask Solo' });
    this.question = this.panel.getByLabel('Your question');
    this.send = this.panel.getByRole('button', { name: 'Send' });
    this.suggestions = this.panel.getByRole('group', { name: 'Suggestions' }).locator('.MuiChip-root');
    this.answers = this.panel.getByTestId('assistant-response');
  }

  async open(): Promise<void> {
    await this.launcher.click();
    await this.panel.waitFor();
    await this.panel.getByRole('heading', { name: /^Ask / }).waitFor();
  }

  heading(): Locator {
    return this.panel.getByRole('heading', { level: 2 }).first();
  }

  /** Asks once the chat is ready (connected, not busy). */
  async ask(text: string): Promise<void> {
    await this.question.fill(text);
    await this.page.waitForFunction(() => {
      const b = document.querySelector('[aria-label="Send"]') as HTMLButtonElement | null;
      return !!b && !b.disabled;
    });
    await this.send.click();
  }

  async choosePersona(name: string): Promise<void> {
    await this.panel.getByRole('button', { name: 'Select Persona' }).click();
    await this.panel.getByRole('heading', { name: 'Select a Persona' }).waitFor();
    await this.panel.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  }
}
