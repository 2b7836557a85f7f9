import {
  imageMessages,
  MAX_IMAGES_PER_CAR,
  validateImageFile,
} from '@car-rental/domain/uploads/validate-image-file';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { uploadCarImage } from '../api/upload-car-image.ts';

/** one image of the form: uploaded or added by URL (url set), or still uploading */
export interface ImageItem {
  key: string;
  url: string | null;
  /** a local preview while the file uploads */
  preview: string | null;
  name: string;
  /** 0..1 */
  progress: number;
}

export type SkipReason = keyof typeof imageMessages;

export interface SkippedFile {
  name: string;
  reason: SkipReason;
}

export interface FailedUpload {
  name: string;
  /** the server's words, or null for the fallback 'Failed to upload image' */
  message: string | null;
}

const reasonOf = (message: string): SkipReason =>
  ((Object.keys(imageMessages) as SkipReason[]).find((key) => imageMessages[key] === message) ??
    'notAnImage') as SkipReason;

const itemOf = (url: string): ImageItem => ({
  key: crypto.randomUUID(),
  url,
  preview: null,
  name: url,
  progress: 1,
});

/**
 * Spec §5 image upload: at most 5 images; files beyond the remaining slots are dropped;
 * each file is checked (validateImageFile) and skipped with its reason; the rest upload in
 * parallel, each with its own progress; failures are listed with their reason.
 */
export function useImageUploads(initial: readonly string[]) {
  const [items, setItems] = useState<ImageItem[]>(() => initial.map(itemOf));
  const [skipped, setSkipped] = useState<SkippedFile[]>([]);
  const [failures, setFailures] = useState<FailedUpload[]>([]);
  const [batchFailed, setBatchFailed] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback((key: string, change: Partial<ImageItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const addFiles = useCallback(
    (files: File[]) => {
      const remaining = Math.max(MAX_IMAGES_PER_CAR - itemsRef.current.length, 0);
      const taken = files.slice(0, remaining);
      const refused: SkippedFile[] = [];
      const accepted: { file: File; item: ImageItem }[] = [];
      for (const file of taken) {
        const reason = validateImageFile({ name: file.name, type: file.type, size: file.size });
        if (reason) {
          refused.push({ name: file.name, reason: reasonOf(reason) });
          continue;
        }
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        accepted.push({
          file,
          item: { key: crypto.randomUUID(), url: null, preview, name: file.name, progress: 0 },
        });
      }
      setSkipped(refused);
      setFailures([]);
      setBatchFailed(false);
      if (accepted.length === 0) return;
      const added = accepted.map(({ item }) => item);
      itemsRef.current = [...itemsRef.current, ...added];
      setItems((all) => [...all, ...added]);
      const uploads = accepted.map(async ({ file, item }) => {
        try {
          const uploaded = await uploadCarImage(file, (progress) => update(item.key, { progress }));
          update(item.key, { url: uploaded.url, progress: 1 });
        } catch (error) {
          setItems((all) => all.filter((each) => each.key !== item.key));
          setFailures((all) => [
            ...all,
            { name: file.name, message: errorMessage(error, '') || null },
          ]);
        }
      });
      Promise.all(uploads).catch(() => setBatchFailed(true));
    },
    [update],
  );

  const addUrl = useCallback((url: string) => {
    const trimmed = url.trim();
    if (!trimmed || itemsRef.current.length >= MAX_IMAGES_PER_CAR) return false;
    const item = itemOf(trimmed);
    itemsRef.current = [...itemsRef.current, item];
    setItems((all) => [...all, item]);
    return true;
  }, []);

  const remove = useCallback((key: string) => {
    setItems((all) => all.filter((item) => item.key !== key));
  }, []);

  const urls = items.flatMap((item) => (item.url ? [item.url] : []));
  const busy = items.some((item) => item.url === null);
  return { items, urls, busy, skipped, failures, batchFailed, addFiles, addUrl, remove };
}
