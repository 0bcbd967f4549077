import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BrandMark } from './BrandMark';
import { palette } from '../theme';

interface AuthShellProps {
  title: string;
  subtitle?: string;
  caption?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card used by every sign-in and password page. */
export function AuthShell({ title, subtitle, caption, children, footer }: AuthShellProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        px: 2,
        pt: { xs: 5, sm: 9 },
        pb: 6,
        // A fixed-height navy band, so the white brand mark always sits on navy whatever the card's height.
        background: `linear-gradient(160deg, ${palette.navy}, ${palette.navyLight}) top / 100% 300px no-repeat, ${palette.surface}`,
      }}
    >
      <title>{`${title} · Parley`}</title>
      <Box sx={{ mb: 3 }}>
        <BrandMark caption={caption} inverted />
      </Box>
      <Card component="main" sx={{ width: '100%', maxWidth: 420, boxShadow: '0 12px 40px rgba(11,37,64,0.12)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
      {footer && <Box sx={{ mt: 3, color: 'text.secondary' }}>{footer}</Box>}
    </Box>
  );
}
