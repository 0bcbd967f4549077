import { Link as RouterLink } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { NavItem, NavKey } from './navigation';

/** The navigation's tabs for narrow screens (inside Menu's 'tabs' landmark, loaded on demand). */
export function TabsMenu({ items, current }: { items: NavItem[]; current: NavKey | undefined }) {
  return (
    <Tabs value={current ?? false} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
      {items.map(item => (
        <Tab
          key={item.key}
          value={item.key}
          label={item.label}
          icon={<item.icon fontSize="small" />}
          iconPosition="start"
          component={RouterLink}
          to={item.to}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}
