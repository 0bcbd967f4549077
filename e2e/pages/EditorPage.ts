import type { Download, Locator, Page } from 'playwright-core';

/** /document_generations/{id}/steps/document_generation_editor */
export class EditorPage {
  readonly document: Locator;
  readonly save: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.document = page.getByRole('textbox', { name: 'Document' });
    this.save = page.getByRole('button', { name: 'Save', exact: true });
    this.status = page.getByTestId('save-status');
  }

  /** /document_generations/new creates a document and lands on its editor. */
  async openNew(): Promise<number> {
    await this.page.goto('/document_generations/new');
    await this.page.waitForURL(/\/document_generations\/\d+\/steps\/document_generation_editor$/);
    await this.document.waitFor();
    return Number(/document_generations\/(\d+)/.exec(this.page.url())![1]);
  }

  async replaceText(html: string[]): Promise<void> {
    await this.document.click();
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.press('Delete');
    for (const [i, line] of html.entries()) {
      if (i > 0) await this.page.keyboard.press('Enter');
      await this.page.keyboard.type(line);
    }
  }

  /** Applies the option with the slider moved 4 steps up (`instructions` typed when given); answers the summary. */
  async aiEdit(option: string, instructions?: string): Promise<string> {
    await this.page.getByLabel(option).check();
    if (instructions !== undefined) await this.page.getByLabel('Instructions').fill(instructions);
    await this.page.getByRole('slider').focus();
    for (let i = 0; i < 4; i++) await this.page.keyboard.press('ArrowRight');
    const answered = this.page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/steps_api/edit_document_with_ai/'));
    await this.page.getByRole('button', { name: 'Apply AI edit' }).click();
    await answered;
    const summary = this.page.getByRole('region', { name: 'AI edit' }).locator('.MuiAlert-standardSuccess');
    await summary.waitFor();
    return (await summary.innerText()).trim();
  }

  async exportPdf(): Promise<Download> {
    await this.page.getByRole('button', { name: 'Preview' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Export PDF' });
    await dialog.waitFor();
    const download = this.page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export PDF' }).click();
    return download;
  }
}
