"use client";
// The delete confirmation of SPEC §8: asks whether to delete this item, with a 'delete item' button
// and a way out; the confirm button shows when it is working.
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

type Props = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
  title?: string;
  message?: string;
  confirmLabel?: string;
  /** What the confirm button says while it works (a cancellation is not a deletion). */
  busyLabel?: string;
};

export const DELETE_QUESTION = "آیا از حذف این مورد اطمینان دارید؟";
export const DELETE_LABEL = "حذف مورد";

export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  busy = false,
  title = "حذف",
  message = DELETE_QUESTION,
  confirmLabel = DELETE_LABEL,
  busyLabel = "در حال حذف…",
}: Props) {
  return (
    <Modal open={open} title={title} onClose={() => !busy && onCancel()}>
      <p className="leading-7">{message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          انصراف
        </Button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className="inline-flex items-center justify-center rounded-xl bg-red-700 px-5 py-3 font-bold text-white shadow-sm transition hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-red-700/60"
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
