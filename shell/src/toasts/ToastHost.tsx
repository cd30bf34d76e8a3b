import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { dismissToast, TOAST_POSITIONS, toastsAtom, type Toast } from '@portal/shared';
import './toasts.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  return (
    <div
      className={`toast toast--${toast.type}`}
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
    >
      <span className="toast__icon" aria-hidden="true" />
      <p className="toast__message" dir="auto">
        <span className="visually-hidden">{t(`toast.${toast.type}`)}: </span>
        {toast.message}
      </p>
      {toast.closable && (
        <button
          type="button"
          className="close-button toast__close"
          onClick={() => dismissToast(toast.id)}
          aria-label={t('toast.close')}
        >
          ×
        </button>
      )}
    </div>
  );
}

/** Every toast, grouped by its position, newest first; the list itself caps how many are visible. */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <>
      {TOAST_POSITIONS.map((position) => {
        const here = toasts.filter((toast) => toast.position === position);
        if (here.length === 0) return null;
        return (
          <div key={position} className={`toasts toasts--${position}`} data-position={position}>
            {here.map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
          </div>
        );
      })}
    </>
  );
}
