import { readFileSync } from 'node:fs';
import { ArticlePage } from '../pages/ArticlePage';
import { AssistantWidget } from '../pages/AssistantWidget';
import { ConsumerSignInPage } from '../pages/ConsumerSignInPage';
import { DashboardPage } from '../pages/DashboardPage';
import { EditorPage } from '../pages/EditorPage';
import { WalkthroughPage } from '../pages/WalkthroughPage';
import { useBrowser } from '../support/browser';
import { useJourneyData, type JourneyConsumer } from '../support/journey-data';
import type { Page } from 'playwright-core';

async function signedIn(page: Page, { email, password }: JourneyConsumer): Promise<void> {
  await (await new ConsumerSignInPage(page).open()).signIn(email, password);
  await new DashboardPage(page).waitUntilLoaded();
}

describe('Ask Solo, the document editor and the state articles', () => {
  const browser = useBrowser();
  const data = useJourneyData();
  let consumer: JourneyConsumer;
  beforeAll(async () => {
    consumer = await data.consumer(await data.firm({ accounts: false }));
  });

  it('asks Solo a question on the dashboard and sees a streamed answer, then a suggestion pill', async () => {
    const page = await browser.newPage('assistant-ask');
    await signedIn(page, consumer);
    const chat = new AssistantWidget(page);
    await chat.open();
    await chat.panel.getByTestId('offline-notice').waitFor();
    // A paper attached to the question: direct upload with progress, then attached to the question.
    await page
      .getByTestId('chat-file-input')
      .setInputFiles({ name: 'summons.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await chat.panel.getByLabel('Attachments').getByText('summons.pdf', { exact: true }).waitFor();
    await chat.ask('How long do I have to answer a summons in Texas?');
    await chat.answers.last().waitFor();
    await chat.panel.getByRole('button', { name: 'summons.pdf' }).waitFor();
    const answer = chat.answers.last();
    // Streaming: the answer grows in pieces before it is complete.
    await answer.getByText(/offline assistant/).waitFor();
    await page
      .getByText(/How to answer a summons in Texas/)
      .first()
      .waitFor();
    await browser.snapshot('streamed');
    await answer.getByRole('button', { name: 'Rate helpful' }).waitFor({ timeout: 20_000 });
    await chat.suggestions.first().waitFor();
    expect(await chat.suggestions.count()).toBeGreaterThan(0);
    await page.waitForFunction(
      () => !(document.querySelector('[aria-label="New Chat"]') as HTMLButtonElement).disabled,
      undefined,
      { timeout: 20_000 },
    );
  });

  it('fills a field of the open walkthrough from the chat: the page shows it, a refused value is refused, links open on Open', async () => {
    const page = await browser.newPage('assistant-fill-field');
    await signedIn(page, consumer);
    const walkthrough = new WalkthroughPage(page);
    const doc = await walkthrough.startSettlement();
    await page.goto(`/solosettles/${doc}/review`);
    const phone = walkthrough.field(/Phone number/);
    await phone.waitFor();
    const chat = new AssistantWidget(page);
    await chat.open();
    await chat.panel.getByTestId('offline-notice').waitFor();

    await chat.ask('My phone number is 555 234 5678');
    const saved = 'I saved your phone number as (555) 234-5678 in your settlement.';
    await chat.answers.last().getByText(saved).first().waitFor({ timeout: 20_000 });
    // The open page shows the value the answer claims, without a reload, with the page's own saved toast.
    await page.waitForFunction(() => Array.from(document.querySelectorAll('input')).some((i) => i.value === '(555) 234-5678'), undefined, {
      timeout: 10_000,
    });
    expect(await phone.inputValue()).toBe('(555) 234-5678');
    await page.getByText('Phone number saved successfully').waitFor();
    await browser.snapshot('filled');

    await chat.answers.last().getByRole('button', { name: 'Rate helpful' }).waitFor({ timeout: 20_000 });
    // The saved toast has gone (3 s), so no toast can be mistaken for the next answer's.
    await page.getByText('Phone number saved successfully').waitFor({ state: 'detached', timeout: 10_000 });
    await chat.ask('My phone number is 12345');
    await chat.answers
      .last()
      .getByText('I did not save your phone number: Invalid phone number format.')
      .first()
      .waitFor({ timeout: 20_000 });
    await chat.answers.last().getByRole('button', { name: 'Rate helpful' }).waitFor({ timeout: 20_000 });
    expect(await chat.answers.last().getByText(/I saved/).count()).toBe(0);
    expect(await phone.inputValue()).toBe('(555) 234-5678');
    expect(await page.getByText('Phone number saved successfully').count()).toBe(0);
    await browser.snapshot('refused');

    // What the answer said is what the server kept.
    await page.reload();
    await walkthrough.field(/Phone number/).waitFor();
    expect(await walkthrough.field(/Phone number/).inputValue()).toBe('(555) 234-5678');

    // A payment widget is not opened by the answer: it says Open opens it in a new tab, and that is what happens.
    await chat.open();
    await page.waitForFunction(
      () => !(document.querySelector('[aria-label="New Chat"]') as HTMLButtonElement | null)?.disabled,
      undefined,
      { timeout: 20_000 },
    );
    await chat.ask('I want to change my payment date');
    const answer = chat.answers.last();
    await answer.getByText('To change your payment date, press Open below (it opens in a new tab).').first().waitFor({ timeout: 20_000 });
    // Once the answer is complete (the list no longer scrolls to follow it), as a person would.
    await answer.getByRole('button', { name: 'Rate helpful' }).waitFor({ timeout: 20_000 });
    const pages = page.context().pages().length;
    const opened = page.context().waitForEvent('page');
    await answer.getByRole('button', { name: 'Open', exact: true }).click();
    const tab = await opened;
    await tab.waitForURL(/\/customer_documents\/\d+\/payment_actions\?active_tab=change_date$/);
    expect(page.context().pages().length).toBe(pages + 1);
    expect(page.url()).toContain(`/solosettles/${doc}/review`);
    await browser.snapshot('payment-link');
  });

  it('picks a persona and the header follows it', async () => {
    const page = await browser.newPage('assistant-persona');
    await signedIn(page, consumer);
    const chat = new AssistantWidget(page);
    await chat.open();
    await page.waitForFunction(
      () => !(document.querySelector('[aria-label="Select Persona"]') as HTMLButtonElement).disabled,
      undefined,
      { timeout: 20_000 },
    );
    await chat.choosePersona('Court Prep Guide');
    await chat.panel.getByRole('heading', { name: 'Ask Court Prep Guide' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('parley.assistant.personaId'))).toMatch(/^\d+$/);
  });

  it('writes a document, applies an AI edit, saves, and exports a letter-size PDF', async () => {
    const page = await browser.newPage('editor-ai-edit-pdf');
    await signedIn(page, consumer);
    const editor = new EditorPage(page);
    await editor.openNew();
    await page.getByText('Start writing your document here...').waitFor();
    await editor.replaceText([
      'To whom it may concern,',
      "I don't believe I owe this debt and I can't confirm the amount.",
    ]);
    const summary = await editor.aiEdit('Legal formality');
    expect(summary).toBe('Made the language more formal (2 changes).');
    await page.getByText('I do not believe I owe this debt and I cannot confirm the amount.').waitFor();
    // The offline edit follows the instructions it can, and says what it could not do.
    const followed = await editor.aiEdit('General edit', 'Replace "this debt" with "the alleged debt". Translate it into Spanish.');
    expect(followed).toBe(
      'Replaced "this debt" with "the alleged debt" (1 time). Not done offline: "Translate it into Spanish" needs the online assistant.',
    );
    await page.getByText('I do not believe I owe the alleged debt and I cannot confirm the amount.').waitFor();
    await browser.snapshot('ai-edit-instructions');
    await editor.save.click();
    await page.getByText('Document saved.').waitFor();
    await browser.snapshot('saved');
    const download = await editor.exportPdf();
    expect(download.suggestedFilename()).toBe('document-generation.pdf');
    const pdf = readFileSync(await download.path()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 612 792\]/);
    expect(pdf).toMatch(/\/Type \/Page\b/);
    // The saved text is what the server rendered: reload shows it.
    await page.reload();
    await page.getByText('I do not believe I owe the alleged debt and I cannot confirm the amount.').waitFor();
  });

  it('reads a state article with its table of contents and posts a comment', async () => {
    const page = await browser.newPage('blog-article-comment');
    await signedIn(page, consumer);
    const article = new ArticlePage(page);
    await article.open('how-to-answer-a-summons-in-texas');
    expect((await article.title.innerText()).trim()).toBe('How to answer a summons in Texas');
    await article.toc.getByRole('link', { name: 'Common defenses in debt cases' }).click();
    await page.waitForFunction(() => window.scrollY > 200);
    const text = `Filed my answer before the Monday deadline ${Date.now()}`;
    await article.postComment(text, true);
    await page.getByText(text).waitFor();
    await page.reload();
    await page.getByText(text).waitFor();
    expect(await page.getByText('Anonymous').count()).toBeGreaterThan(0);
  });
});
