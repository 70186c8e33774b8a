'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { mergeMessages } from './client-messages';

/**
 * A provider for the subtree with the enclosing provider's messages and `messages` added. A nested
 * NextIntlClientProvider replaces its parent's messages instead of merging them, and sending the
 * document's messages a second time would double them in the payload: the merge happens here.
 */
export function MessagesScope({
  messages,
  children,
}: {
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const parent = useMessages();
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
