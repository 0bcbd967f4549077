export { ConsumerNotifier } from './consumer-notifier.service';
export { ConsumerNotifierModule, NotificationsModule } from './notifications.module';
export { NoticeOptOuts } from './notices.service';
export { LawsuitDeadlineReminders } from './lawsuit-deadline-reminders.service';
