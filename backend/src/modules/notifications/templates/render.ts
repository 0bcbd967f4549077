import type { EmailTemplate } from '../../../core/queue/jobs';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function layout(title: string, paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#1f4e79;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:24px"><h2 style="color:#1f4e79">${escapeHtml(title)}</h2>${body}${button}<p style="color:#666;font-size:12px">Parley</p></body></html>`;
}

type Renderer = (p: Record<string, string>) => RenderedMail;

// An export the collector started is written (accounts module); the link needs the collector's session.
const exportReady = (p: Record<string, string>): RenderedMail => {
  const lines = [`Your export ${p.file_name} is ready.`, `It holds ${p.rows} rows and can be downloaded until ${p.expires}.`];
  return {
    subject: `Parley: your export ${p.file_name} is ready`,
    text: `${lines.join('\n\n')}\n\nDownload: ${p.link}\n`,
    html: layout(lines[0], lines.slice(1), { label: 'Download', href: p.link }),
  };
};

const templates: Record<EmailTemplate, Renderer> = {
  export_ready: (p) => exportReady(p),
  // The consumer asked for their stash balance back (stash module): the check is on its way.
  stash_refund: (p) => {
    const lines = [
      p.name ? `Hello ${p.name},` : 'Hello,',
      `Your refund check for ${p.amount}, made out to ${p.full_name} (${p.address}), has been sent to this e-mail address (${p.email}).`,
      'Open it from the check provider\'s e-mail to deposit or print it. Your stash balance now shows the refund.',
    ];
    return {
      subject: 'Your Parley refund check has been sent',
      text: `${lines.join('\n\n')}\n\nView your stash: ${p.link}\n`,
      html: layout('Your refund check has been sent', lines, { label: 'View your stash', href: p.link }),
    };
  },
  // A consumer signed up (identity module): the link confirms the address, signs them in and opens the dashboard.
  email_confirmation: (p) => {
    const lines = [
      p.name ? `Welcome to Parley, ${p.name}!` : 'Welcome to Parley!',
      'Please confirm your email address through the link below to finish creating your account. The link works once and expires in 7 days.',
      "If you didn't create a Parley account, please ignore this email: no account is opened until the address is confirmed.",
    ];
    return {
      subject: 'Confirm your Parley account',
      text: `${lines.join('\n\n')}\n\nConfirm my account: ${p.link}\n`,
      html: layout('Confirm your email address', lines, { label: 'Confirm my account', href: p.link }),
    };
  },
  // Someone signed up with an address that already has an account. The sign-up answered as for a new address (it
  // never reveals who is a user), so the owner hears it here, with the way back in.
  sign_up_existing_account: (p) => {
    const lines = [
      p.name ? `Hello ${p.name},` : 'Hello,',
      'Someone (maybe you) tried to create a Parley account with this email address. You already have an account, so nothing was changed and no new account was created.',
      "Sign in with your email address and password. If you don't remember your password, you can choose a new one from the sign-in page.",
      "If this wasn't you, you can ignore this email.",
    ];
    return {
      subject: 'You already have a Parley account',
      text: `${lines.join('\n\n')}\n\nSign in: ${p.sign_in_link}\nForgot your password: ${p.reset_link}\n`,
      html: layout('You already have an account', lines, { label: 'Sign in', href: p.sign_in_link }),
    };
  },
  password_reset: (p) => {
    const greeting = p.name ? `Hello ${p.name},` : 'Hello,';
    const lines = [
      greeting,
      'Someone has requested a link to change your Parley password. You can do this through the link below. The link works once and expires in 2 hours.',
      "If you didn't request this, please ignore this email. Your password won't change until you open the link and create a new one.",
    ];
    return {
      subject: 'Reset your Parley password',
      text: `${lines.join('\n\n')}\n\nChange my password: ${p.link}\n`,
      html: layout('Reset your password', lines, { label: 'Change my password', href: p.link }),
    };
  },
  // Collector administration: an admin added a user; the link sets their password once.
  collector_invite: (p) => {
    const lines = [
      'Hello,',
      `${p.inviter || 'An administrator'} has invited you to the ${p.firm} collector portal on Parley.`,
      'Choose a password through the link below to finish setting up your account. The link works once and expires in 7 days.',
    ];
    return {
      subject: `You have been invited to ${p.firm} on Parley`,
      text: `${lines.join('\n\n')}\n\nSet my password: ${p.link}\n`,
      html: layout('You have been invited', lines, { label: 'Set my password', href: p.link }),
    };
  },
  // An admin added this address as a collector, but it already belongs to a Parley account: nothing changed, and the
  // firm was not told (adding a user never reveals who has an account), so the owner hears it here.
  collector_invite_held: (p) => {
    const lines = [
      'Hello,',
      `${p.inviter || 'An administrator'} tried to add this e-mail address to the ${p.firm} collector portal on Parley.`,
      'This address already has a Parley account, so nothing was changed and no account was created. If you work with ' +
        `${p.firm}, ask them to add you with another e-mail address; otherwise you can ignore this e-mail.`,
    ];
    return {
      subject: `${p.firm} tried to add you on Parley`,
      text: `${lines.join('\n\n')}\n`,
      html: layout('An invitation was not sent', lines),
    };
  },
  // A firm's notification policy routed an account event to this recipient.
  firm_notification: (p) => {
    const lines = [p.headline, ...(p.details ? p.details.split('\n') : [])];
    return {
      subject: p.subject,
      text: `${lines.join('\n\n')}\n\nView the account: ${p.link}\n`,
      html: layout(p.headline, lines.slice(1), { label: 'View the account', href: p.link }),
    };
  },
  // A payout to the firm (payouts module): held for want of a payout configuration, sent, or failed.
  payout_notice: (p) => {
    const lines = [p.headline, ...(p.details ? p.details.split('\n') : [])];
    return {
      subject: p.subject,
      text: `${lines.join('\n\n')}\n\n${p.link_label}: ${p.link}\n`,
      html: layout(p.headline, lines.slice(1), { label: p.link_label, href: p.link }),
    };
  },
};

export function renderEmail(template: EmailTemplate, params: Record<string, string>): RenderedMail {
  const render = templates[template];
  if (!render) throw new Error(`Unknown e-mail template "${template}"`);
  return render(params);
}

/**
 * A notice to a consumer (notifications module): the greeting, the notice's paragraphs (the debt-collector
 * disclosure and the opt-out link among them) and its one action, as plain text and HTML.
 */
export function renderConsumerNotice(
  content: { subject: string; lines: string[]; action: { label: string; href: string } },
  name: string | null,
): RenderedMail {
  const lines = [name ? `Hello ${name},` : 'Hello,', ...content.lines];
  return {
    subject: content.subject,
    text: `${lines.join('\n\n')}\n\n${content.action.label}: ${content.action.href}\n`,
    html: layout(content.subject, lines, content.action),
  };
}
