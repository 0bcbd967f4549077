import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Code from '@mui/icons-material/Code';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';

interface Tool {
  label: string;
  icon: ReactNode;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
  enabled?: (e: Editor) => boolean;
}

/** Exactly the toolbar: undo, redo, H1, H2, bold, italic, underline, strike, code, lists, alignment. */
export const TOOL_GROUPS: Tool[][] = [
  [
    { label: 'Undo', icon: <Undo />, run: e => e.chain().focus().undo().run(), enabled: e => e.can().undo() },
    { label: 'Redo', icon: <Redo />, run: e => e.chain().focus().redo().run(), enabled: e => e.can().redo() },
  ],
  [
    {
      label: 'Heading 1',
      icon: <TextIcon text="H1" />,
      run: e => e.chain().focus().toggleHeading({ level: 1 }).run(),
      active: e => e.isActive('heading', { level: 1 }),
    },
    {
      label: 'Heading 2',
      icon: <TextIcon text="H2" />,
      run: e => e.chain().focus().toggleHeading({ level: 2 }).run(),
      active: e => e.isActive('heading', { level: 2 }),
    },
  ],
  [
    {
      label: 'Bold',
      icon: <FormatBold />,
      run: e => e.chain().focus().toggleBold().run(),
      active: e => e.isActive('bold'),
    },
    {
      label: 'Italic',
      icon: <FormatItalic />,
      run: e => e.chain().focus().toggleItalic().run(),
      active: e => e.isActive('italic'),
    },
    {
      label: 'Underline',
      icon: <FormatUnderlined />,
      run: e => e.chain().focus().toggleUnderline().run(),
      active: e => e.isActive('underline'),
    },
    {
      label: 'Strikethrough',
      icon: <FormatStrikethrough />,
      run: e => e.chain().focus().toggleStrike().run(),
      active: e => e.isActive('strike'),
    },
    { label: 'Code', icon: <Code />, run: e => e.chain().focus().toggleCode().run(), active: e => e.isActive('code') },
  ],
  [
    {
      label: 'Bullet list',
      icon: <FormatListBulleted />,
      run: e => e.chain().focus().toggleBulletList().run(),
      active: e => e.isActive('bulletList'),
    },
    {
      label: 'Ordered list',
      icon: <FormatListNumbered />,
      run: e => e.chain().focus().toggleOrderedList().run(),
      active: e => e.isActive('orderedList'),
    },
  ],
  [
    {
      label: 'Align left',
      icon: <FormatAlignLeft />,
      run: e => e.chain().focus().setTextAlign('left').run(),
      active: e => e.isActive({ textAlign: 'left' }),
    },
    {
      label: 'Align center',
      icon: <FormatAlignCenter />,
      run: e => e.chain().focus().setTextAlign('center').run(),
      active: e => e.isActive({ textAlign: 'center' }),
    },
    {
      label: 'Align right',
      icon: <FormatAlignRight />,
      run: e => e.chain().focus().setTextAlign('right').run(),
      active: e => e.isActive({ textAlign: 'right' }),
    },
    {
      label: 'Justify',
      icon: <FormatAlignJustify />,
      run: e => e.chain().focus().setTextAlign('justify').run(),
      active: e => e.isActive({ textAlign: 'justify' }),
    },
  ],
];

export function Toolbar({ editor }: { editor: Editor }) {
  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {TOOL_GROUPS.map((group, i) => (
        <Box key={i} sx={{ display: 'flex', alignItems: 'center' }}>
          {i > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
          {group.map(tool => {
            const active = tool.active?.(editor) ?? false;
            return (
              <Tooltip key={tool.label} title={tool.label}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={tool.label}
                    aria-pressed={tool.active ? active : undefined}
                    color={active ? 'primary' : 'default'}
                    disabled={tool.enabled ? !tool.enabled(editor) : false}
                    onMouseDown={e => e.preventDefault()}
                    onClick={() => tool.run(editor)}
                    sx={{ bgcolor: active ? 'action.selected' : undefined, minWidth: 34 }}
                  >
                    {tool.icon}
                  </IconButton>
                </span>
              </Tooltip>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A letter icon ('H1'), drawn rather than written: the button is named by its tooltip's label ('Heading 1'), and a
 * name must contain the text a button shows.
 */
function TextIcon({ text }: { text: string }) {
  return <Typography component="span" aria-hidden fontWeight={700} sx={{ '&::before': { content: `"${text}"` } }} />;
}
