import type { ChatUploadResponse } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/shared/ui/toast';
import { chatApi } from './chat-api';
import { chatLimits, photoTypes } from './chat-limits';

export interface Attachment {
  key: string;
  name: string;
  /** The chosen file, shown while it goes up (an object URL). */
  preview: string;
  /** 0–100. */
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  uploaded: ChatUploadResponse | null;
}

/**
 * The photos of the message being written: each goes up at once in its own request (POST
 * /api/chats/upload) with its progress, and can be cancelled (the request is aborted: nothing is
 * attached) or removed. Wrong types, files over 10 MB and photos over ten are refused with a toast.
 */
export function useAttachments() {
  const t = useTranslations('chat.composer');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);

  // Leaving the conversation cancels what is still going up.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const update = (key: string, change: Partial<Attachment>) =>
    setAttachments((list) => list.map((each) => (each.key === key ? { ...each, ...change } : each)));

  const start = async (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    try {
      const uploaded = await chatApi.uploadPhoto(file, {
        signal: controller.signal,
        onProgress: (fraction) => update(key, { progress: Math.round(fraction * 100) }),
      });
      if (!controller.signal.aborted) update(key, { state: 'done', progress: 100, uploaded });
    } catch {
      // Cancelled: already gone. Otherwise the api client said why (FileTypeNotAllowed, …).
      if (!controller.signal.aborted) update(key, { state: 'failed' });
    } finally {
      controllers.current.delete(key);
    }
  };

  const add = (files: readonly File[]) => {
    const accepted: File[] = [];
    for (const file of files) {
      if (!(photoTypes as readonly string[]).includes(file.type))
        toast.error(t('photoType', { name: file.name }));
      else if (file.size > chatLimits.photoBytesMax) toast.error(t('photoTooLarge', { name: file.name }));
      else accepted.push(file);
    }
    const room = chatLimits.photosPerMessage - attachments.length;
    if (accepted.length > room) toast.error(t('photosMax', { max: chatLimits.photosPerMessage }));
    const chosen = accepted.slice(0, Math.max(0, room)).map((file) => {
      counter.current += 1;
      return { file, key: `photo-${counter.current}` };
    });
    if (chosen.length === 0) return;
    setAttachments((list) => [
      ...list,
      ...chosen.map(({ file, key }) => ({
        key,
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
        state: 'uploading' as const,
        uploaded: null,
      })),
    ]);
    for (const { file, key } of chosen) void start(key, file);
  };

  /** Cancels the upload (aborts its request) or takes a done or failed photo off the message. */
  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setAttachments((list) => {
      const gone = list.find((each) => each.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((each) => each.key !== key);
    });
  };

  /** After the message left: its photos are the message's now. */
  const clear = () =>
    setAttachments((list) => {
      for (const each of list) URL.revokeObjectURL(each.preview);
      return [];
    });

  return {
    attachments,
    uploading: attachments.some((each) => each.state === 'uploading'),
    photos: attachments.flatMap((each) => (each.state === 'done' && each.uploaded ? [each.uploaded] : [])),
    add,
    remove,
    clear,
  };
}
