/**
 * Keeps only the markup the editor's toolbar can produce (paragraphs, headings 1-2, bold, italic, underline,
 * strike, code, lists, alignment, line breaks). Everything else loses its tags but keeps its text, so a
 * saved document can never carry scripts, styles or links into the preview or the PDF.
 */
const ALLOWED = new Set([
  'p',
  'h1',
  'h2',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'code',
  'ul',
  'ol',
  'li',
  'br',
  'pre',
  'blockquote',
]);
const ALIGN = /^text-align:\s*(left|center|right|justify);?$/;

/**
 * Every pass is linear in the document's length (500,000 characters may arrive in one save): the elements and
 * comments are cut by searching forward once, and the tag pass stops at the last '>' (after it no tag can close, and
 * a pattern left to look for one from every '<' would read the rest of the document again for each).
 */
export function sanitizeHtml(html: string): string {
  const cleaned = withoutComments(withoutElements(html, DROPPED_WITH_CONTENT));
  const end = cleaned.lastIndexOf('>') + 1;
  const tags = cleaned.slice(0, end).replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)(?![a-zA-Z0-9])([^>]*)>/g, (tag, rawName: string, attrs: string) => {
    const name = rawName.toLowerCase();
    if (!ALLOWED.has(name)) return '';
    if (tag.startsWith('</')) return `</${name}>`;
    const style = /\sstyle\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.trim();
    const align = style && ALIGN.exec(style) ? ` style="${style.replace(/;?$/, ';')}"` : '';
    return `<${name}${align}>`;
  });
  return tags + cleaned.slice(end);
}

/** Elements removed with everything inside them (their text is not the document's). */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template'];

/** Each opening tag of `names` up to the first closing tag of the same name; an opening tag never closed stays. */
function withoutElements(html: string, names: string[]): string {
  const opening = new RegExp(`<(${names.join('|')})`, 'gi');
  // Once a name has no closing tag after some point, it has none after any later point: never search again.
  const unclosed = new Set<string>();
  let out = '';
  let from = 0;
  for (let m = opening.exec(html); m; m = opening.exec(html)) {
    const name = m[1].toLowerCase();
    if (unclosed.has(name)) continue;
    const closing = new RegExp(`</${name}\\s*>`, 'gi');
    closing.lastIndex = opening.lastIndex;
    const c = closing.exec(html);
    if (!c) {
      unclosed.add(name);
      continue;
    }
    out += html.slice(from, m.index);
    from = c.index + c[0].length;
    opening.lastIndex = from;
  }
  return out + html.slice(from);
}

/** Every `<!-- ... -->`; from an opening with no `-->` after it on, nothing more can be a comment. */
function withoutComments(html: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = html.indexOf('<!--', from);
    const end = start < 0 ? -1 : html.indexOf('-->', start + 4);
    if (end < 0) return out + html.slice(from);
    out += html.slice(from, start);
    from = end + 3;
  }
}

/** Text of the document for the PDF: block elements become paragraphs with their kind. */
export interface PdfBlock {
  kind: 'h1' | 'h2' | 'p' | 'li';
  text: string;
  align: 'left' | 'center' | 'right' | 'justify';
  marker?: string;
}

const decode = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

export function htmlBlocks(html: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const re =
    /<(h1|h2|p|li|ol|ul|\/ol|\/ul)(?:\s+style="text-align:\s*(\w+);?")?[^<>]*>([\s\S]*?)(?=<(?:h1|h2|p|li|ol|ul|\/ol|\/ul)\b|$)/gi;
  const counters: number[] = [];
  const kinds: string[] = [];
  let pendingMarker: string | null = null;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    const tag = m[1].toLowerCase();
    if (tag === 'ol' || tag === 'ul') {
      kinds.push(tag);
      counters.push(0);
      continue;
    }
    if (tag === '/ol' || tag === '/ul') {
      kinds.pop();
      counters.pop();
      pendingMarker = null;
      continue;
    }
    const text = decode(m[3].replace(/<br\s*\/?>/gi, '\n').replace(/<[^<>]+>/g, '')).trim();
    const align = (['left', 'center', 'right', 'justify'].includes(m[2]) ? m[2] : 'left') as PdfBlock['align'];
    if (tag === 'li') {
      const depth = counters.length - 1;
      if (depth >= 0) counters[depth]++;
      const marker = kinds[depth] === 'ol' ? `${counters[depth]}.` : '•';
      // The editor wraps list text in a paragraph (<li><p>..</p></li>): the marker waits for that paragraph.
      if (text) blocks.push({ kind: 'li', text, align, marker });
      else pendingMarker = marker;
      continue;
    }
    if (!text) continue;
    if (pendingMarker && tag === 'p') blocks.push({ kind: 'li', text, align, marker: pendingMarker });
    else blocks.push({ kind: tag as PdfBlock['kind'], text, align });
    pendingMarker = null;
  }
  if (!blocks.length) {
    const text = decode(html.replace(/<[^<>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push({ kind: 'p', text, align: 'left' });
  }
  return blocks;
}
