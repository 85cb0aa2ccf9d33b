// A modal dialog on the native <dialog> element: focus moves into it and is trapped there,
// Escape closes it (when it may be closed), and it is announced with its title.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n';

let nextId = 1;

export function Dialog({ title, onClose, children, class: cls }: { title: string; onClose: (() => void) | null; children: ComponentChildren; class?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useRef(`dialog-${nextId++}`);
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      class={cls ? `dialog ${cls}` : 'dialog'}
      aria-labelledby={id.current}
      onCancel={(e) => {
        // Escape: close if the dialog may be closed, else stay.
        e.preventDefault();
        e.stopPropagation();
        onClose?.();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') e.stopPropagation();
      }}
    >
      <div class="dialog-head">
        <h2 id={id.current}>{title}</h2>
        {onClose && (
          <button type="button" class="ghost dialog-close" aria-label={t('common.close')} onClick={onClose}>
            ×
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}
