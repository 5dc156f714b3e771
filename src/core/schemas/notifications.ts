import { z } from 'zod';

export const NOTIFICATION_KINDS = ['mention', 'reply', 'review_requested', 'review_decided'] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  mention: 'Mention',
  reply: 'Reply',
  review_requested: 'Review request',
  review_decided: 'Review decision',
};

export const NotificationSchema = z.object({
  id: z.string(),
  kind: NotificationKindSchema,
  processId: z.string().nullable(),
  /** The process's name now; null when it has been deleted. */
  processName: z.string().nullable(),
  title: z.string(),
  /** Where the entry leads inside the app: a path such as `/processes/{id}?tab=comparison&comment={id}`. */
  link: z.string(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationListQuerySchema = z.object({
  unread: z.enum(['1', 'true']).optional(),
});

/** PATCH /api/notifications/{id}: mark one entry read or unread. */
export const NotificationUpdateSchema = z.object({ read: z.boolean() });
