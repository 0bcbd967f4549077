import { Link as RouterLink } from 'react-router-dom';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { palette } from '../../shared/theme';
import { BrandMark } from '../../shared/ui/BrandMark';
import { CONSUMER_HOME_PATH } from '../api';

/** The top bar of a consumer page reached from the dashboard: the brand and the way back to it. */
export function DashboardBackBar() {
  return (
    <AppBar position="sticky" sx={{ bgcolor: palette.navy }}>
      <Toolbar sx={{ gap: 2 }}>
        <BrandMark inverted />
        <Box sx={{ flex: 1 }} />
        <Button component={RouterLink} to={CONSUMER_HOME_PATH} color="inherit" startIcon={<ArrowBack />}>
          My dashboard
        </Button>
      </Toolbar>
    </AppBar>
  );
}
