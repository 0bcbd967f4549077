/** A message caught by the development mail catcher, as `GET /dev/mail/messages.json` lists it. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}
