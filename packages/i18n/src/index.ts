export * from './locales';
export type { MessageId } from './message-id';
export * from './message-areas';
