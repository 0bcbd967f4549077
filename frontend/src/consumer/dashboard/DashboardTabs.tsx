import Home from '@mui/icons-material/HomeOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LAWSUIT_SCAN_URL } from './messages';
import { type DashboardTab, type TabSpec } from './tabs';

/**
 * The dashboard's tab bar. Selecting the active tab again returns to all (MUI's onChange does not
 * fire for the selected tab, so each tab's click decides). The lawsuit scan is a link that opens a new tab.
 */
export function DashboardTabs({
  tabs,
  active,
  onSelect,
}: {
  tabs: TabSpec[];
  active: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
}) {
  const value = tabs.some(t => t.id === active) ? active : false;
  const at = tabs.findIndex(t => t.id === 'credit_report');
  const items = tabs.map(t => (
    <Tab
      key={t.id}
      value={t.id}
      id={`dashboard-tab-${t.id}`}
      aria-controls="dashboard-tabpanel"
      onClick={() => onSelect(t.id)}
      {...(t.id === 'all'
        ? { icon: <Home />, 'aria-label': 'All', sx: { minWidth: 56 } }
        : { label: t.label, sx: { minWidth: 0, px: 2 } })}
    />
  ));
  items.splice(
    at + 1,
    0,
    <Tab
      key="lawsuit_scan"
      value="lawsuit_scan"
      component="a"
      href={LAWSUIT_SCAN_URL}
      target="_blank"
      rel="noopener noreferrer"
      label="Lawsuit Scan"
      icon={<OpenInNew sx={{ fontSize: 16 }} />}
      iconPosition="end"
      aria-label="Lawsuit Scan (opens in a new tab)"
    />,
  );
  return (
    <Tabs
      value={value}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Dashboard sections"
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 48 }}
    >
      {items}
    </Tabs>
  );
}
