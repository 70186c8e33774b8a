// @vitest-environment happy-dom
import type { ChatUploadResponse } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/client-config';
import { FakeXhr } from '@/shared/api/testing/fake-xhr';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { Composer } from './Composer';

const onSend = vi.fn<(text: string, photos: ChatUploadResponse[]) => void>();
let restore: () => void;

beforeEach(() => {
  resetBrowserState();
  logIn();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onSend.mockReset();
  restore = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
  render(
    <NextIntlClientProvider locale="bs" messages={{ chat: bs.chat }}>
      <Composer onSend={onSend} />
    </NextIntlClientProvider>,
  );
});

afterEach(() => {
  cleanup();
  restore();
  vi.unstubAllGlobals();
});

const field = () => screen.getByLabelText(bs.chat.composer.label) as HTMLTextAreaElement;
const sendButton = () => screen.getByTestId('composer-send') as HTMLButtonElement;
const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
const attach = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('chat-attach-input'), { target: { files } });

describe('the composer', () => {
  it('Enter sends and empties the field; Shift+Enter and an input method’s Enter do not', () => {
    fireEvent.change(field(), { target: { value: 'Zdravo' } });
    fireEvent.keyDown(field(), { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Zdravo', []);
    expect(field().value).toBe('');
    // Nothing to send: Enter does nothing.
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('caps the text at 2 000 characters', () => {
    expect(field().maxLength).toBe(2000);
  });

  it('uploads each photo in its own request; cancelling aborts it and attaches nothing', async () => {
    fireEvent.change(field(), { target: { value: 'Slike' } });
    attach(photo('a.jpg'), photo('b.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent.map((xhr) => xhr.url)).toEqual(['/api/chats/upload', '/api/chats/upload']);
    // Still uploading: no sending yet.
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(
      screen.getByRole('button', { name: bs.chat.composer.cancelUpload.replace('{name}', 'a.jpg') }),
    );
    expect(FakeXhr.sent[0]?.aborted).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('chat-attachment')).toHaveLength(1));
    const uploaded = { id: 'p2', url: '/api/chats/photos/p2', width: 48, height: 36 };
    FakeXhr.sent[1]?.respond(201, uploaded);
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Slike', [uploaded]);
    expect(screen.queryAllByTestId('chat-attachment')).toHaveLength(0);
  });
});

describe('the composer with a starting text', () => {
  it('starts with it, editable, sends what was made of it and then is empty', () => {
    cleanup();
    render(
      <NextIntlClientProvider locale="bs" messages={{ chat: bs.chat }}>
        <Composer onSend={onSend} initialText={bs.chat.composer.enquiry} />
      </NextIntlClientProvider>,
    );
    expect(field().value).toBe(bs.chat.composer.enquiry);
    expect(sendButton().disabled).toBe(false);
    fireEvent.change(field(), { target: { value: `${bs.chat.composer.enquiry} Hvala!` } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledExactlyOnceWith(`${bs.chat.composer.enquiry} Hvala!`, []);
    expect(field().value).toBe('');
  });
});
