import type { ComponentType } from 'react';

/**
 * A confirmation that asks for the reason an action is taken, then takes it: the review queue's
 * reason dialog, which the page passes in so both screens ask the same way.
 */
export type ReasonPrompt = ComponentType<{
  triggerLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  decide: (reason: string) => Promise<unknown>;
  onDecided: () => void;
}>;
