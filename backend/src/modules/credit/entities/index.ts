export { CreditReportRecord, type StoredCreditStatus } from './credit-report.entity';
