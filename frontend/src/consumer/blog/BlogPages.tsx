import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '../../shared/http';
import { ConsumerData } from '../data/ConsumerData';
import { queryKeys } from '../data/keys';
import { useConsumerSession } from '../data/session';
import { ConsumerLayout } from '../layout/ConsumerLayout';
import { SiteNavbar } from '../layout/SiteNavbar';
import { blogApi, type Article as ArticleView, type ArticleSummary } from './api';
import { Comments } from './Comments';
import { NewsletterForm } from './NewsletterForm';
import { TableOfContents } from './TableOfContents';

function useSignedIn(): boolean {
  return useConsumerSession().signedIn;
}

/** /blog: how to answer a summons, one article per state. */
export function BlogIndexPage() {
  return (
    <ConsumerData>
      <BlogIndex />
    </ConsumerData>
  );
}

function BlogIndex() {
  const list = useQuery({ queryKey: queryKeys.blog.articles, queryFn: () => blogApi.articles().then(r => r.articles) });
  const articles: ArticleSummary[] | null = list.data ?? null;
  const error = list.isError;
  const [filter, setFilter] = useState('');
  const shown = articles?.filter(
    a =>
      a.state_name.toLowerCase().includes(filter.trim().toLowerCase()) ||
      a.state_code.toLowerCase() === filter.trim().toLowerCase(),
  );
  return (
    <ConsumerLayout userContext="blog">
      <title>How to answer a summons in every state · Parley</title>
      <SiteNavbar />
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          How to answer a summons, state by state
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
          Sued for a debt? Find your state for the usual answer deadline, the courts that hear debt cases and the steps
          to file an answer.
        </Typography>
        <TextField
          label="Find your state"
          size="small"
          value={filter}
          onChange={e => setFilter(e.target.value)}
          sx={{ mb: 3, minWidth: 280 }}
        />
        {error && <Alert severity="error">The articles could not be loaded. Please refresh the page.</Alert>}
        {!articles && !error && <Skeleton variant="rounded" height={240} aria-label="Loading articles" />}
        {shown?.length === 0 && <Typography>No state matches “{filter}”.</Typography>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
          {shown?.map(a => (
            <Card key={a.slug} variant="outlined">
              <CardActionArea component={RouterLink} to={`/blog/${a.slug}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="overline">{a.state_code}</Typography>
                  <Typography variant="h6" component="h2">
                    {a.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {a.summary}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
        <NewsletterForm />
      </Container>
    </ConsumerLayout>
  );
}

/** /blog/{slug}: one state article with its table of contents, comments and the newsletter form. */
export function ArticlePage() {
  return (
    <ConsumerData>
      <Article />
    </ConsumerData>
  );
}

function Article() {
  const { slug = '' } = useParams();
  const loaded = useQuery({ queryKey: queryKeys.blog.article(slug), queryFn: () => blogApi.article(slug).then(r => r.article) });
  const article: ArticleView | null = loaded.data ?? null;
  const error = loaded.isError
    ? loaded.error instanceof ApiError && loaded.error.status === 404
      ? 'Article not found.'
      : 'The article could not be loaded. Please refresh the page.'
    : null;
  const body = useRef<HTMLElement>(null);
  const signedIn = useSignedIn();

  return (
    <ConsumerLayout userContext={`blog:${slug}`}>
      <title>{article ? `${article.title} · Parley` : 'Parley'}</title>
      <SiteNavbar />
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        {error && <Alert severity="error">{error}</Alert>}
        {!article && !error && <Skeleton variant="rounded" height={400} role="progressbar" aria-label="Loading the article" />}
        {article && (
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 280px' }, gap: 4, alignItems: 'start' }}
          >
            <Box component="article" ref={body} sx={{ minWidth: 0, order: { xs: 2, lg: 1 } }}>
              <Typography variant="h3" component="h1" id="top" gutterBottom data-toc-skip>
                {article.title}
              </Typography>
              <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 3 }}>
                {article.summary}
              </Typography>
              {article.sections.map(s => (
                <Box component="section" key={s.id} sx={{ mb: 3 }}>
                  <Typography
                    variant={s.level === 2 ? 'h4' : 'h5'}
                    component={`h${s.level}`}
                    id={s.id}
                    {...(s.skipToc ? { 'data-toc-skip': '' } : {})}
                    sx={{ scrollMarginTop: 100, mb: 1 }}
                  >
                    {s.heading}
                  </Typography>
                  {s.paragraphs.map((p, i) => (
                    <Typography key={i} paragraph sx={{ lineHeight: 1.7 }}>
                      {p}
                    </Typography>
                  ))}
                </Box>
              ))}
              <Comments slug={article.slug} signedIn={signedIn} />
              <NewsletterForm />
            </Box>
            <Box sx={{ order: { xs: 1, lg: 2 }, position: { lg: 'sticky' }, top: { lg: 88 } }}>
              <TableOfContents root={body} ready={!!article} />
            </Box>
          </Box>
        )}
      </Container>
    </ConsumerLayout>
  );
}
