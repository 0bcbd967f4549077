import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { PayoutList } from './PayoutList';
import { PayoutShow } from './PayoutShow';

export { ReconciliationPage } from './ReconciliationPage';

/** The payouts resource: `<Resource name="payouts" {...payouts} />`. */
export default { list: PayoutList, show: PayoutShow, icon: PaymentsOutlined };
