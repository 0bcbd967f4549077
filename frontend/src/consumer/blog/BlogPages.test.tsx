// @vitest-environment jsdom
// jsdom: the Contents button's accessible name comes from the accessibility tree as browsers compute it, which
// happy-dom does not match.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { ArticlePage, BlogIndexPage } from './BlogPages';
import { collectHeadings, scrollOffset } from './TableOfContents';

const consumer = {
  current_user: { id: 3, email: 'consumer@demo.test', first_name: 'Dana', last_name: 'Reyes', is_consumer: true },
};
const article = {
  slug: 'how-to-answer-a-summons-in-ohio',
  title: 'How to answer a summons in Ohio',
  stateCode: 'OH',
  stateName: 'Ohio',
  summary: 'Sued for a debt in Ohio?',
  sections: [
    {
      id: 'deadline',
      level: 2,
      heading: 'Your deadline to answer in Ohio',
      paragraphs: ['28 days after you were served.'],
    },
    { id: 'defenses', level: 3, heading: 'Common defenses', paragraphs: ['Statute of limitations.'] },
    { id: 'disclaimer', level: 3, heading: 'About this article', paragraphs: ['Not legal advice.'], skipToc: true },
  ],
};

describe('table of contents helpers', () => {
  it('collects h1-h6 with ids unless marked skip; offsets 100 px on desktop, 40% of the window on mobile', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<h1 id="a">A</h1><h4 id="b">B</h4><h2 id="c" data-toc-skip>C</h2><h6 id="d">D</h6><p id="e">E</p>';
    expect(collectHeadings(root)).toEqual([
      { id: 'a', text: 'A', level: 1 },
      { id: 'b', text: 'B', level: 4 },
      { id: 'd', text: 'D', level: 6 },
    ]);
    expect(scrollOffset(false, 1000)).toBe(100);
    expect(scrollOffset(true, 1000)).toBe(400);
  });
});

describe('article page', () => {
  it('renders the article with a Contents dropdown (mobile) that skips marked headings, and posts a comment', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/check_auth': () => json(consumer),
      'GET /api/blog/articles/how-to-answer-a-summons-in-ohio': () => json({ article }),
      'GET /api/blog/articles/how-to-answer-a-summons-in-ohio/comments': () => json({ comments: [] }),
      'POST /api/blog/articles/how-to-answer-a-summons-in-ohio/comments': () =>
        json(
          {
            comment: {
              id: 1,
              text: 'Very helpful',
              author: 'Anonymous',
              anonymous: true,
              created_at: '2026-11-23T10:00:00Z',
            },
          },
          201,
        ),
    });
    renderAt('/blog/how-to-answer-a-summons-in-ohio', '/blog/:slug', <ArticlePage />);
    expect(
      await screen.findByRole('heading', { name: 'How to answer a summons in Ohio', level: 1 }),
    ).toBeInTheDocument();
    const toc = await screen.findByRole('navigation', { name: 'Table of contents' });
    await userEvent.click(screen.getByRole('button', { name: 'Contents' }));
    expect(toc).toHaveTextContent('Your deadline to answer in Ohio');
    expect(toc).toHaveTextContent('Common defenses');
    expect(toc).not.toHaveTextContent('About this article');

    const box = await screen.findByPlaceholderText('Add a comment...');
    expect(screen.queryByRole('button', { name: 'Post comment' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Post anonymously')).not.toBeInTheDocument();
    await userEvent.type(box, 'Very helpful');
    await userEvent.click(screen.getByLabelText('Post anonymously'));
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Very helpful', { selector: 'p' })).toBeInTheDocument();
    expect(calls.find(c => c.method === 'POST' && c.url.endsWith('/comments'))?.body).toEqual({
      text: 'Very helpful',
      anonymous: true,
    });
    expect(box).toHaveAttribute('maxlength', '10000');
  });

  it('asks visitors to sign in to comment, and says when an article does not exist', async () => {
    mockFetch({
      'GET /api/v1/check_auth': () => json({ error: 'no' }, 401),
      'GET /api/blog/articles/nowhere': () => json({ error: 'Article not found.' }, 404),
    });
    renderAt('/blog/nowhere', '/blog/:slug', <ArticlePage />);
    expect(await screen.findByText('Article not found.')).toBeInTheDocument();
  });
});

describe('blog index and newsletter', () => {
  it('lists and filters the states; the newsletter shows the server message, or "Please try again."', async () => {
    let fail = false;
    mockFetch({
      'GET /api/v1/check_auth': () => json({ error: 'no' }, 401),
      'GET /api/blog/articles': () =>
        json({
          articles: [
            article,
            {
              ...article,
              slug: 'how-to-answer-a-summons-in-texas',
              title: 'How to answer a summons in Texas',
              state_code: 'TX',
              state_name: 'Texas',
            },
          ].map(a => ({
            ...a,
            state_code: (a as { state_code?: string }).state_code ?? 'OH',
            state_name: (a as { state_name?: string }).state_name ?? 'Ohio',
          })),
        }),
      'POST /api/newsletter': () =>
        fail
          ? json({ error: 'boom' }, 503)
          : json({ message: 'Thanks for subscribing! Watch your inbox for our next newsletter.' }),
    });
    renderAt('/blog', '/blog', <BlogIndexPage />);
    expect(await screen.findByText('How to answer a summons in Texas')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find your state'), 'tex');
    await waitFor(() => expect(screen.queryByText('How to answer a summons in Ohio')).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText(/Email/), 'reader@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText('Thanks for subscribing! Watch your inbox for our next newsletter.'),
    ).toBeInTheDocument();
    fail = true;
    await userEvent.type(screen.getByLabelText(/Email/), 'reader@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please try again.')).toBeInTheDocument();
  });
});
