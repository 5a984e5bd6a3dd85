import type { StoredFile } from '@chat/protocol';
import { toast } from '@/lib/toast';
import { create } from 'zustand';
import { ApiError, errorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import type { uploadFile } from '../api/upload-file';
import type { Rejected } from '../lib/attachment-rules';
import { newObjectId } from '../lib/ids';

type UploadFile = typeof uploadFile;

/** A file in the composer: uploading (with progress), uploaded (with its stored copy) or failed. */
export interface PendingAttachment {
  id: string;
  name: string;
  type: string;
  size: number;
  /** An object URL for image thumbnails, revoked when the chip goes (a restored file shows its stored copy). */
  previewUrl: string | undefined;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  stored: StoredFile | undefined;
  error: string | undefined;
  /** The server's code for a failed upload: `storage_full` and `rate_limited` say more under the text box. */
  errorCode: string | undefined;
}

interface AttachmentState {
  items: PendingAttachment[];
  /** The customer asked for the answer spoken as well as written (media.audio). */
  spokenAnswer: boolean;
  /** Screens the files, refuses with a toast what cannot go, and uploads the rest. */
  add: (files: readonly File[]) => Promise<void>;
  /** Removes a chip, cancelling its upload. */
  remove: (id: string) => void;
  /** Puts back files already uploaded: a message the plan refused returns to the composer with them. */
  restore: (files: readonly StoredFile[]) => void;
  /** Empties the composer after a send (the files now belong to the message). */
  clear: () => void;
  setSpokenAnswer: (spokenAnswer: boolean) => void;
}

const uploads = new Map<string, AbortController>();

const preview = (file: File) =>
  file.type.startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined;

const revoke = (item: PendingAttachment) => {
  if (item.previewUrl?.startsWith('blob:')) URL.revokeObjectURL(item.previewUrl);
};

export const useAttachmentStore = create<AttachmentState>((set, get) => {
  const update = (id: string, patch: Partial<PendingAttachment>) =>
    set({ items: get().items.map((item) => (item.id === id ? { ...item, ...patch } : item)) });

  const start = (id: string, file: File, uploadFile: UploadFile) => {
    const controller = new AbortController();
    uploads.set(id, controller);
    uploadFile(file, { signal: controller.signal, onProgress: (progress) => update(id, { progress }) })
      .then((stored) => update(id, { status: 'done', progress: 1, stored }))
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        update(id, {
          status: 'error',
          error: errorMessage(error),
          errorCode: error instanceof ApiError ? error.code : undefined,
        });
      })
      .finally(() => uploads.delete(id));
  };

  let adding: Promise<void> = Promise.resolve();
  const addNow = async (files: readonly File[]) => {
    // The rules and the upload load with the first attachment, not with the page (issue 10's budget).
    const [{ screenFiles }, { uploadFile }] = await Promise.all([
      import('../lib/attachment-rules'),
      import('../api/upload-file'),
    ]);
    const { accepted, rejected } = screenFiles(files, get().items.length);
    if (rejected.length) showRejected(rejected);
    const added = accepted.map((file) => ({
      file,
      item: {
        id: newObjectId(),
        name: file.name,
        type: file.type,
        size: file.size,
        previewUrl: preview(file),
        status: 'uploading' as const,
        progress: 0,
        stored: undefined,
        error: undefined,
        errorCode: undefined,
      },
    }));
    set({ items: [...get().items, ...added.map(({ item }) => item)] });
    for (const { file, item } of added) start(item.id, file, uploadFile);
  };

  return {
    items: [],
    spokenAnswer: false,
    add(files) {
      // One add at a time, in the order the files came: chips keep that order and the count check
      // sees the files added before (the code below awaits its lazily loaded modules).
      const run = adding.then(() => addNow(files));
      adding = run.catch(() => undefined);
      return run;
    },
    restore(files) {
      const known = new Set(get().items.map((item) => item.stored?._id));
      const restored = files
        .filter((file) => !known.has(file._id))
        .map((file) => ({
          id: newObjectId(),
          name: file.name,
          type: file.type,
          size: file.size,
          previewUrl: file.type.startsWith('image/') ? file.url : undefined,
          status: 'done' as const,
          progress: 1,
          stored: file,
          error: undefined,
          errorCode: undefined,
        }));
      set({ items: [...get().items, ...restored] });
    },
    remove(id) {
      uploads.get(id)?.abort();
      const item = get().items.find((candidate) => candidate.id === id);
      if (item) revoke(item);
      set({ items: get().items.filter((candidate) => candidate.id !== id) });
    },
    clear() {
      for (const item of get().items) {
        uploads.get(item.id)?.abort();
        revoke(item);
      }
      set({ items: [], spokenAnswer: false });
    },
    setSpokenAnswer: (spokenAnswer) => set({ spokenAnswer }),
  };
});

/** One toast naming each refused file and why (§8-style error toast). */
function showRejected(rejected: Rejected[]): void {
  const description = rejected.map(({ name, reason }) => i18n.t(`attachments.rejected.${reason}`, { name })).join('\n');
  toast.error(i18n.t('attachments.rejectedTitle'), { description });
}

/** The uploaded files, in the order they were attached. */
export const uploadedFiles = (items: PendingAttachment[]): StoredFile[] =>
  items.flatMap((item) => (item.status === 'done' && item.stored ? [item.stored] : []));
