import { useState } from 'react';
import Block from '@mui/icons-material/Block';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHAT_TEXT } from './messages';
import type { ChatMessage, Violation } from './types';

interface Props {
  message: ChatMessage;
  /** Sends the suggested rewrite as a new message; resolves false when the send failed. */
  onSendSuggestion?: (body: string) => Promise<boolean>;
}

const ruleLabel = (v: Violation) => [v.rule_id, v.citation].filter(Boolean).join(', ');

/**
 * Why a collector's message was blocked, under it: each sentence that broke a rule with the rule, its citation and
 * what the rule says; the message limit (too many messages in 24 hours) apart from the words, since waiting, not
 * rewording, is what fixes it; a refusal of the conversation as it is; and the compliant rewrite, already checked
 * by the scanner, which the collector sends with one click.
 */
export function BlockedNotice({ message, onSendSuggestion }: Props) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const content = message.violations.filter((v) => v.kind === 'content');
  const rate = message.violations.filter((v) => v.kind === 'rate');
  const workflow = message.violations.filter((v) => v.kind === 'workflow');
  const suggestion = message.suggestion;

  const send = async () => {
    if (!suggestion || !onSendSuggestion) return;
    setSending(true);
    const ok = await onSendSuggestion(suggestion);
    setSending(false);
    if (ok) setSent(true);
  };

  return (
    <Box
      role="alert"
      data-testid="chat-blocked"
      sx={{ maxWidth: '85%', mt: 0.5, px: 1.25, py: 0.75, borderRadius: 1.5, bgcolor: '#fdecea', color: 'error.dark' }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Block sx={{ fontSize: 16 }} />
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {CHAT_TEXT.blocked}
        </Typography>
      </Stack>
      {(content.length > 0 || workflow.length > 0) && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {workflow.map((v, index) => (
            <Typography
              component="li"
              variant="caption"
              key={`w-${v.rule_id ?? ''}-${index}`}
              sx={{ display: 'list-item' }}
            >
              {v.description}
              {v.citation ? ` (${v.citation})` : ''}
            </Typography>
          ))}
          {content.map((v, index) => (
            <Box
              component="li"
              key={`c-${v.rule_id ?? ''}-${index}`}
              data-testid="chat-violation"
              sx={{ display: 'list-item', mb: 0.5 }}
            >
              {v.sentence && (
                <Typography variant="caption" component="div" sx={{ fontStyle: 'italic' }}>
                  {CHAT_TEXT.brokenSentence}: “{v.sentence}”
                </Typography>
              )}
              <Typography variant="caption" component="div">
                {v.description}
                {ruleLabel(v) ? ` (${ruleLabel(v)})` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {rate.map((v, index) => (
        <Box
          key={`r-${index}`}
          data-testid="chat-rate-limit"
          sx={{ mt: 0.75, pt: 0.5, borderTop: '1px solid', borderColor: 'error.light' }}
        >
          <Typography variant="caption" component="div" sx={{ fontWeight: 700 }}>
            {CHAT_TEXT.rateLimit}
          </Typography>
          <Typography variant="caption" component="div">
            {v.description}
            {ruleLabel(v) ? ` (${ruleLabel(v)})` : ''}
          </Typography>
        </Box>
      ))}
      {suggestion && (
        <Box
          data-testid="chat-suggestion"
          sx={{ mt: 0.75, p: 1, borderRadius: 1, bgcolor: '#fff', color: 'text.primary' }}
        >
          <Typography variant="caption" component="div" sx={{ fontWeight: 700 }}>
            {CHAT_TEXT.suggestion}
          </Typography>
          <Typography variant="body2" component="p" sx={{ my: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {suggestion}
          </Typography>
          {rate.length > 0 && (
            <Typography variant="caption" component="div" color="text.secondary">
              {CHAT_TEXT.suggestionWaits}
            </Typography>
          )}
          {onSendSuggestion && (
            <Button
              size="small"
              variant="contained"
              startIcon={<Send />}
              disabled={sending || sent}
              onClick={() => void send()}
              sx={{ mt: 0.5 }}
            >
              {sent ? CHAT_TEXT.suggestionSent : CHAT_TEXT.sendSuggestion}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
