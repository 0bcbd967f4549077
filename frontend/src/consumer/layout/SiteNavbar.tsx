import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { palette } from '../../shared/theme';
import { BrandMark } from '../../shared/ui/BrandMark';

/** Hover dropdowns at 992 px and above, click dropdowns below. */
export const NAVBAR_DESKTOP_QUERY = '(min-width:992px)';

export interface NavGroup {
  label: string;
  items: Array<{ label: string; href: string }>;
}

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Get help',
    items: [
      { label: 'Answer a summons', href: '/debt_answer' },
      { label: 'Settle a debt', href: '/solosettle' },
      { label: 'Ask Solo', href: '/solo' },
    ],
  },
  {
    label: 'Learn',
    items: [
      { label: 'Answer a summons by state', href: '/blog' },
      { label: 'Texas', href: '/blog/how-to-answer-a-summons-in-texas' },
      { label: 'California', href: '/blog/how-to-answer-a-summons-in-california' },
      { label: 'New York', href: '/blog/how-to-answer-a-summons-in-new-york' },
    ],
  },
  {
    label: 'Account',
    items: [
      { label: 'My dashboard', href: '/my_dashboard' },
      { label: 'Sign in', href: '/users/sign_in' },
    ],
  },
];

function Dropdown({
  group,
  desktop,
  open,
  onToggle,
  onHover,
}: {
  group: NavGroup;
  desktop: boolean;
  open: boolean;
  onToggle: () => void;
  onHover: (open: boolean) => void;
}) {
  const id = `nav-${group.label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box
      sx={{ position: 'relative' }}
      onMouseEnter={desktop ? () => onHover(true) : undefined}
      onMouseLeave={desktop ? () => onHover(false) : undefined}
    >
      <Button
        color="inherit"
        endIcon={<KeyboardArrowDown />}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        sx={{ textTransform: 'none', fontWeight: 600 }}
      >
        {group.label}
      </Button>
      {desktop ? (
        open && (
          <Paper
            id={id}
            elevation={4}
            sx={{ position: 'absolute', top: '100%', left: 0, minWidth: 240, py: 1, zIndex: 10 }}
          >
            {group.items.map(item => (
              <Link
                key={item.href}
                component={RouterLink}
                to={item.href}
                underline="none"
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1,
                  color: 'text.primary',
                  '&:hover,&:focus': { bgcolor: 'action.hover' },
                }}
              >
                {item.label}
              </Link>
            ))}
          </Paper>
        )
      ) : (
        <Collapse in={open} id={id}>
          {group.items.map(item => (
            <Link
              key={item.href}
              component={RouterLink}
              to={item.href}
              underline="none"
              sx={{ display: 'block', pl: 3, py: 1, color: 'inherit' }}
            >
              {item.label}
            </Link>
          ))}
        </Collapse>
      )}
    </Box>
  );
}

/** The public site navbar, shared by the blog and /solo. */
export function SiteNavbar() {
  const desktop = useMediaQuery(NAVBAR_DESKTOP_QUERY, { noSsr: true });
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const groups = NAV_GROUPS.map(g => (
    <Dropdown
      key={g.label}
      group={g}
      desktop={desktop}
      open={openGroup === g.label}
      onToggle={() => setOpenGroup(o => (o === g.label ? null : g.label))}
      onHover={open => setOpenGroup(open ? g.label : null)}
    />
  ));
  return (
    <AppBar position="sticky" sx={{ bgcolor: palette.navy }} component="nav" aria-label="Site">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/blog" color="inherit" underline="none" aria-label="Parley home">
          <BrandMark inverted />
        </Link>
        <Box sx={{ flex: 1 }} />
        {desktop ? (
          <Box sx={{ display: 'flex', gap: 1 }}>{groups}</Box>
        ) : (
          <IconButton color="inherit" aria-label="Menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(o => !o)}>
            <MenuIcon />
          </IconButton>
        )}
      </Toolbar>
      {!desktop && (
        <Collapse in={menuOpen}>
          <Box sx={{ pb: 1 }}>{groups}</Box>
        </Collapse>
      )}
    </AppBar>
  );
}
