import type { Locator, Page } from 'playwright-core';

/** /blog/{slug}: a state article with its table of contents and comments. */
export class ArticlePage {
  readonly title: Locator;
  readonly toc: Locator;
  readonly comment: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 1 });
    this.toc = page.getByRole('navigation', { name: 'Table of contents' });
    this.comment = page.getByPlaceholder('Add a comment...');
  }

  async open(slug: string): Promise<void> {
    await this.page.goto(`/blog/${slug}`);
    await this.title.waitFor();
  }

  async postComment(text: string, anonymous: boolean): Promise<void> {
    await this.comment.fill(text);
    if (anonymous) await this.page.getByLabel('Post anonymously').check();
    await this.page.getByRole('button', { name: 'Post comment' }).click();
  }
}
