import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { lazyScreen } from '../lazy-screen';

const PayoutList = lazyScreen(() => import('./PayoutList'), 'PayoutList');
const PayoutShow = lazyScreen(() => import('./PayoutShow'), 'PayoutShow');

export const ReconciliationPage = lazyScreen(() => import('./ReconciliationPage'), 'ReconciliationPage');

/** The payouts resource: `<Resource name="payouts" {...payouts} />`. Its screens load when first shown. */
export default { list: PayoutList, show: PayoutShow, icon: PaymentsOutlined };
