export { CreditModule } from './credit.module';
export { CreditReports, creditReportView } from './credit-reports.service';
export * from './entities';
