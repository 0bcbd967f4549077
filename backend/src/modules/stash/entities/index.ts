export { StashTransaction, type RefundAddress, type StashStatus } from './stash-transaction.entity';
