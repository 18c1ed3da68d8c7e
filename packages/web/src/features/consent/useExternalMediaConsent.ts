'use client';
import { useSyncExternalStore } from 'react';
import { readConsent, subscribeConsent } from '@/features/consent/consent';

/** Whether the visitor allowed third-party media and providers that set cookies; false on the server and while hydrating. */
export function useExternalMediaConsent(): boolean {
  return useSyncExternalStore(subscribeConsent, () => readConsent()?.externalMedia === true, () => false);
}
