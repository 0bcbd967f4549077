import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/http';
import { blogApi, NEWSLETTER_FALLBACK_ERROR, NEWSLETTER_MESSAGE_MS } from './api';

/** The newsletter signup: the server's message (or 'Please try again.') shows for 3 seconds. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(null), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(t);
  }, [message]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await blogApi.subscribe(email);
      setMessage({ ok: true, text: answer.message });
      setEmail('');
    } catch (error) {
      setMessage({
        ok: false,
        text:
          error instanceof ApiError && error.message && error.status < 500 ? error.message : NEWSLETTER_FALLBACK_ERROR,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="newsletter-title" sx={{ p: 2.5, mt: 4 }}>
      <Typography id="newsletter-title" variant="h6" component="h2" data-toc-skip>
        Get our newsletter
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Plain-language help with debt lawsuits, once a month.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="email"
          label="Email"
          value={email}
          onChange={e => setEmail(e.target.value)}
          required
          sx={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Box>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} sx={{ mt: 1.5 }} role="status">
          {message.text}
        </Alert>
      )}
    </Paper>
  );
}
