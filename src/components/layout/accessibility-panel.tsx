import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { FONT_SIZES, type FontSize } from '@/lib/preferences/preferences';
import { resetAccessibility, setAccessibility } from '@/lib/preferences/preferences-store';
import { usePreferences } from '@/lib/preferences/use-preferences';
import { PreferenceSwitch } from './preference-switch';

const FONT_SIZE_LABELS: Record<FontSize, string> = {
  small: 'Pequeño',
  medium: 'Mediano',
  large: 'Grande',
};

interface AccessibilityPanelProps {
  /** Called once the dialog has closed (Escape, the close button or a click on the backdrop). */
  onClose: () => void;
}

/**
 * High contrast, text size and reduced motion. A native modal <dialog>, shown while mounted: it
 * traps focus, closes on Escape and hands focus back to whatever opened it. Choices apply at
 * once and persist. Loaded on demand: most visits never open it.
 */
export default function AccessibilityPanel({ onClose }: AccessibilityPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { accessibility } = usePreferences();
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    if (element && !element.open) element.showModal();
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  const close = () => dialog.current?.close();

  return (
    // A click on the backdrop lands on the <dialog> itself and closes it. The keyboard equivalent
    // is Escape, which the native dialog already handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && close()}
      className="m-auto w-[min(92vw,24rem)] rounded-2xl border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="p-5">
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-bold">
            Accesibilidad
          </h2>
          <button
            type="button"
            onClick={close}
            className="grid size-9 place-items-center rounded-lg hover:bg-surface-2"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Cerrar</span>
          </button>
        </div>
        <div className="mt-4 space-y-4">
          <PreferenceSwitch
            label="Alto contraste"
            description="Colores de máximo contraste y enlaces subrayados."
            checked={accessibility.highContrast}
            onChange={(highContrast) => setAccessibility({ highContrast })}
          />
          <fieldset>
            <legend className="font-medium">Tamaño del texto</legend>
            <div className="mt-2 grid grid-cols-3 gap-2">
              {FONT_SIZES.map((size) => (
                <label
                  key={size}
                  className="flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-line px-2 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-surface-2 has-[:checked]:font-semibold"
                >
                  <input
                    type="radio"
                    name="font-size"
                    value={size}
                    checked={accessibility.fontSize === size}
                    onChange={() => setAccessibility({ fontSize: size })}
                    className="accent-brand"
                  />
                  {FONT_SIZE_LABELS[size]}
                </label>
              ))}
            </div>
          </fieldset>
          <PreferenceSwitch
            label="Reducir movimiento"
            description="Quita animaciones y desplazamientos suaves."
            checked={accessibility.reducedMotion}
            onChange={(reducedMotion) => setAccessibility({ reducedMotion })}
          />
        </div>
        <button
          type="button"
          onClick={resetAccessibility}
          className="mt-5 w-full rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-surface-2"
        >
          Restablecer valores
        </button>
      </div>
    </dialog>
  );
}
