export { Mailer, type MailSettings } from './mailer';
export { notificationRoutes, personOf } from './notifications.routes';
export { markThreadsRead } from './notifications.service';
export { Notifier, type Notify, type NotifyInput } from './notifier';
