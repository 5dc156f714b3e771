export { Mailer, type MailSettings } from './mailer';
export { notificationRoutes, personOf } from './notifications.routes';
export { Notifier, type Notify, type NotifyInput } from './notifier';
