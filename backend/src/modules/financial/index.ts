export { FinancialModule } from './financial.module';
export { FinancialReports, financialReportView } from './financial-reports.service';
export * from './entities';
