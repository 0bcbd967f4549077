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

export function sanitizeHtml(html: string): string {
  return html
    .replace(/<(script|style|iframe|object|embed|template)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g, (tag, rawName: string, attrs: string) => {
      const name = rawName.toLowerCase();
      if (!ALLOWED.has(name)) return '';
      if (tag.startsWith('</')) return `</${name}>`;
      const style = /\sstyle\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.trim();
      const align = style && ALIGN.exec(style) ? ` style="${style.replace(/;?$/, ';')}"` : '';
      return `<${name}${align}>`;
    });
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
    /<(h1|h2|p|li|ol|ul|\/ol|\/ul)(?:\s+style="text-align:\s*(\w+);?")?[^>]*>([\s\S]*?)(?=<(?:h1|h2|p|li|ol|ul|\/ol|\/ul)\b|$)/gi;
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
    const text = decode(m[3].replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '')).trim();
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
    const text = decode(html.replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    if (text) blocks.push({ kind: 'p', text, align: 'left' });
  }
  return blocks;
}
