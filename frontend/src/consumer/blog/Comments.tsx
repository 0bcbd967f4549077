import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/http';
import { queryKeys } from '../data/keys';
import { blogApi, COMMENT_MAX, COMMENT_PLACEHOLDER, type BlogComment } from './api';

/** Comments stored by Parley: at most 10,000 characters; submit and anonymous appear only once there is text. */
export function Comments({ slug, signedIn }: { slug: string; signedIn: boolean }) {
  const queryClient = useQueryClient();
  const key = queryKeys.blog.comments(slug);
  const list = useQuery({ queryKey: key, queryFn: () => blogApi.comments(slug).then(r => r.comments) });
  const comments = list.data ?? null;
  const loadError = list.isError;
  // A posted comment joins the list the server answered; the next visit asks again.
  const setComments = (next: (current: BlogComment[] | null) => BlogComment[]) =>
    queryClient.setQueryData<BlogComment[]>(key, current => next(current ?? null));
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [posting, setPosting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const post = async () => {
    setPosting(true);
    setError(null);
    try {
      const { comment } = await blogApi.comment(slug, text, anonymous);
      setComments(list => [...(list ?? []), comment]);
      setText('');
      setAnonymous(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Please try again.');
    } finally {
      setPosting(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="comments-title" sx={{ mt: 5 }}>
      <Typography id="comments-title" variant="h5" component="h2" data-toc-skip>
        Comments
      </Typography>
      {comments === null && !loadError && <Skeleton height={60} />}
      {loadError && <Alert severity="error">Comments could not be loaded. Please refresh the page.</Alert>}
      {comments?.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          No comments yet.
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0 }}>
        {comments?.map(c => (
          <Box component="li" key={c.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle2">
              {c.author}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                {new Date(c.created_at).toLocaleDateString('en-US', {
                  month: 'short',
                  day: 'numeric',
                  year: 'numeric',
                })}
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {c.text}
            </Typography>
          </Box>
        ))}
      </Box>
      {signedIn ? (
        <Box>
          <TextField
            fullWidth
            multiline
            minRows={3}
            placeholder={COMMENT_PLACEHOLDER}
            value={text}
            onChange={e => setText(e.target.value.slice(0, COMMENT_MAX))}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX, 'aria-label': 'Comment' } }}
            helperText={
              text ? `${text.length.toLocaleString('en-US')} / ${COMMENT_MAX.toLocaleString('en-US')}` : undefined
            }
          />
          {error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {error}
            </Alert>
          )}
          {text.trim() && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
              <FormControlLabel
                control={<Checkbox checked={anonymous} onChange={e => setAnonymous(e.target.checked)} />}
                label="Post anonymously"
              />
              <Button variant="contained" onClick={() => void post()} disabled={posting}>
                {posting ? 'Posting...' : 'Post comment'}
              </Button>
            </Box>
          )}
        </Box>
      ) : (
        <Typography variant="body2">
          <Link href={`/users/sign_in?redirect_to=${encodeURIComponent(`/blog/${slug}`)}`} underline="always">Sign in</Link> to comment.
        </Typography>
      )}
    </Box>
  );
}
